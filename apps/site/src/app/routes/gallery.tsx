import type { PageHandle } from '@trailside/domain/site/site-pages';
import { GALLERY_FETCH_LIMIT } from '@trailside/domain/gallery/gallery.rules';
import { galleryQueryOptions } from '@trailside/ui/gallery/api/get-gallery';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { GalleryHead } from '../../features/gallery/components/gallery-head';
import { GalleryViews } from '../../features/gallery/components/gallery-views';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Gallery', sitemap: true, cacheTags: ['gallery'] };

/** The first pictures of the whole gallery, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  await quietly(queryClient.ensureInfiniteQueryData(galleryQueryOptions(api, null, GALLERY_FETCH_LIMIT)));
  return null;
}

/** Spec section 2: /gallery, a simple grid of every picture. */
export function Component() {
  return (
    <div className="page container">
      <GalleryHead group={null} description="Pictures of school life at Trailside Montessori K-8: classrooms, gardens, concerts and trips." />
      <GalleryViews />
      <p className="gallery-intro">Mornings in the classroom, afternoons in the garden, and everything in between. Choose a picture to see it larger.</p>
      <GalleryGrid layout="grid" />
    </div>
  );
}
