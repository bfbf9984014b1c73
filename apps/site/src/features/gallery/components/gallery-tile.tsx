import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { BESIDE_MAIN_PICTURE, MAIN_PICTURE } from '@trailside/ui/responsive-image/main-picture';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import './gallery.css';

interface GalleryTileProps {
  picture: GalleryImage;
  onOpen: () => void;
  sizes: string;
  className?: string;
  /**
   * On a gallery page the first tile is the page's main picture (true, see MAIN_PICTURE) and the others give way to
   * it (false); a tile elsewhere (left out) is an ordinary picture.
   */
  main?: boolean;
}

/** One picture that opens the lightbox; a real button, so keyboards reach it. */
export function GalleryTile({ picture, onOpen, sizes, className = 'gallery-tile', main }: GalleryTileProps) {
  return (
    <button type="button" className={className} onClick={onOpen}>
      <ResponsiveImage src={picture.imageUrl} alt={picture.alt} sizes={sizes} className="gallery-tile__image" {...(main === undefined ? {} : main ? MAIN_PICTURE : BESIDE_MAIN_PICTURE)} />
      <span className="visually-hidden">, open larger</span>
    </button>
  );
}
