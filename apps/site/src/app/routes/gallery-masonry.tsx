import type { PageHandle } from '@trailside/domain/site/site-pages';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { GalleryHead } from '../../features/gallery/components/gallery-head';
import { GalleryViews } from '../../features/gallery/components/gallery-views';

export { loader } from './gallery';

export const handle: PageHandle = { title: 'Gallery', sitemap: true, cacheTags: ['gallery'] };

/** Spec section 2: /gallery-masonry, the gallery in columns that keep each picture's shape. */
export function Component() {
  return (
    <div className="page container">
      <GalleryHead group={null} description="Pictures of school life at Trailside Montessori K-8: classrooms, gardens, concerts and trips." />
      <GalleryViews />
      <p className="gallery-intro">The whole school year in pictures. Choose a picture to see it larger.</p>
      <GalleryGrid layout="masonry" />
    </div>
  );
}
