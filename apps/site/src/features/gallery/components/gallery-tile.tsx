import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import './gallery.css';

interface GalleryTileProps {
  picture: GalleryImage;
  onOpen: () => void;
  sizes: string;
  className?: string;
}

/** One picture that opens the lightbox; a real button, so keyboards reach it. */
export function GalleryTile({ picture, onOpen, sizes, className = 'gallery-tile' }: GalleryTileProps) {
  return (
    <button type="button" className={className} onClick={onOpen}>
      <ResponsiveImage src={picture.imageUrl} alt={picture.alt} sizes={sizes} className="gallery-tile__image" />
      <span className="visually-hidden">, open larger</span>
    </button>
  );
}
