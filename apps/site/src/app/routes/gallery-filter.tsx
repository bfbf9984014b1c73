import { GalleryFilter } from '../../features/gallery/components/gallery-filter';

/** Spec section 2: /gallery-filter, the gallery by group label, paged. */
export function Component() {
  return (
    <div className="page container">
      <p className="gallery-intro">Pick a part of school life to see its pictures, eight at a time.</p>
      <GalleryFilter />
    </div>
  );
}
