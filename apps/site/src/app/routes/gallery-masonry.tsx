import { GalleryGrid } from '../../features/gallery/components/gallery-grid';

/** Spec section 2: /gallery-masonry, the gallery in columns that keep each picture's shape. */
export function Component() {
  return (
    <div className="page container">
      <p className="gallery-intro">The whole school year in pictures. Choose a picture to see it larger.</p>
      <GalleryGrid layout="masonry" />
    </div>
  );
}
