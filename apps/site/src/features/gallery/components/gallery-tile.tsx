import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { type PicturePart, pictureMarks } from '@trailside/ui/responsive-image/main-picture';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import './gallery.css';

interface GalleryTileProps {
  picture: GalleryImage;
  onOpen: () => void;
  sizes: string;
  className?: string;
  /** On a gallery page the first tile is the page's main picture and the others give way to it (see pictureMarks). */
  part?: PicturePart;
}

/** One picture that opens the lightbox; a real button, so keyboards reach it. */
export function GalleryTile({ picture, onOpen, sizes, className = 'gallery-tile', part }: GalleryTileProps) {
  return (
    <button type="button" className={className} onClick={onOpen}>
      <ResponsiveImage src={picture.imageUrl} alt={picture.alt} sizes={sizes} className="gallery-tile__image" {...pictureMarks(part)} />
      <span className="visually-hidden">, open larger</span>
    </button>
  );
}
