import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { MAIN_PICTURE } from '@trailside/ui/responsive-image/main-picture';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import './gallery.css';

interface GalleryTileProps {
  picture: GalleryImage;
  onOpen: () => void;
  sizes: string;
  className?: string;
  /** The first tile of a gallery page is the page's main picture (see MAIN_PICTURE). */
  main?: boolean;
}

/** One picture that opens the lightbox; a real button, so keyboards reach it. */
export function GalleryTile({ picture, onOpen, sizes, className = 'gallery-tile', main = false }: GalleryTileProps) {
  return (
    <button type="button" className={className} onClick={onOpen}>
      <ResponsiveImage src={picture.imageUrl} alt={picture.alt} sizes={sizes} className="gallery-tile__image" {...(main ? MAIN_PICTURE : {})} />
      <span className="visually-hidden">, open larger</span>
    </button>
  );
}
