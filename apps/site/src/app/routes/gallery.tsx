import { GalleryGrid } from '../../features/gallery/components/gallery-grid';

/** Spec section 2: /gallery, a simple grid of every picture. */
export function Component() {
  return (
    <div className="page container">
      <p className="gallery-intro">Mornings in the classroom, afternoons in the garden, and everything in between. Choose a picture to see it larger.</p>
      <GalleryGrid layout="grid" />
    </div>
  );
}
