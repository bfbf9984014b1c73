import { CAROUSEL_LAYOUTS } from '@trailside/domain/layout/carousel-layout';
import { Carousel } from '@trailside/ui/carousel/carousel';
import { useLightbox } from '@trailside/ui/lightbox/use-lightbox';
import { useClassGallerySlides } from '@trailside/ui/gallery/api/get-class-gallery-slides';
import { GalleryTile } from './gallery-tile';
import './class-gallery-slides.css';

/**
 * The home page's class gallery carousel (spec section 2): the 8 newest pictures, 3 in view (1 under
 * 576 px, spec section 9); each opens the lightbox. Renders nothing while the gallery is empty.
 */
export function ClassGallerySlides({ title = 'Class Gallery' }: { title?: string }) {
  const { data: pictures = [] } = useClassGallerySlides();
  const { open, lightbox } = useLightbox(pictures);
  if (!pictures.length) return null;

  return (
    <section className="class-gallery container" aria-labelledby="class-gallery-title">
      <h2 id="class-gallery-title" className="class-gallery__title">
        {title}
      </h2>
      <Carousel label="Pictures from our classes" slideName="picture" layout={CAROUSEL_LAYOUTS.gallery}>
        {pictures.map((picture, index) => (
          <GalleryTile key={picture.id} picture={picture} onOpen={() => open(index)} sizes="(max-width: 575px) 90vw, 33vw" />
        ))}
      </Carousel>
      {lightbox}
    </section>
  );
}
