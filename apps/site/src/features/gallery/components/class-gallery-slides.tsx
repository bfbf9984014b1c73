import { Lightbox } from '@trailside/ui/lightbox/lightbox';
import { useRef } from 'react';
import { useClassGallerySlides } from '../api/get-class-gallery-slides';
import { GalleryTile } from './gallery-tile';
import { useLightbox } from './use-lightbox';
import './class-gallery-slides.css';

/**
 * The home page's class gallery carousel (spec section 2): the 8 newest pictures, 3 in view (1 under
 * 576 px, spec section 9), scrolled with the arrow buttons, by swipe or by Tab; each opens the lightbox.
 * Renders nothing while the gallery is empty.
 */
export function ClassGallerySlides({ title = 'Class Gallery' }: { title?: string }) {
  const { data: pictures = [] } = useClassGallerySlides();
  const track = useRef<HTMLUListElement>(null);
  const lightbox = useLightbox();
  if (!pictures.length) return null;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <section className="class-gallery container" aria-labelledby="class-gallery-title">
      <div className="class-gallery__head">
        <h2 id="class-gallery-title" className="class-gallery__title">
          {title}
        </h2>
        <div className="class-gallery__arrows">
          <button type="button" className="class-gallery__arrow" onClick={() => scroll(-1)} aria-label="Previous pictures">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="class-gallery__arrow" onClick={() => scroll(1)} aria-label="Next pictures">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul ref={track} className="class-gallery__track">
        {pictures.map((picture, index) => (
          <li key={picture.id} className="class-gallery__slide">
            <GalleryTile picture={picture} onOpen={() => lightbox.open(index)} sizes="(max-width: 575px) 90vw, 33vw" />
          </li>
        ))}
      </ul>
      <Lightbox pictures={pictures.map(({ imageUrl, alt }) => ({ src: imageUrl, alt }))} index={lightbox.index} onClose={lightbox.close} />
    </section>
  );
}
