import type { PageHandle } from '@trailside/domain/site/site-pages';
import { GALLERY_FETCH_LIMIT } from '@trailside/domain/gallery/gallery.rules';
import { galleryQueryOptions } from '@trailside/ui/gallery/api/get-gallery';
import { galleryGroupsQueryOptions } from '@trailside/ui/gallery/api/get-gallery-groups';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { GalleryFilter } from '../../features/gallery/components/gallery-filter';
import { GalleryHead } from '../../features/gallery/components/gallery-head';
import { GalleryViews } from '../../features/gallery/components/gallery-views';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Gallery', sitemap: true, cacheTags: ['gallery'] };

/** The group labels, and the first pictures of the group `?group=` names (every group without it). */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const group = new URL(args.request.url).searchParams.get('group');
  await Promise.all([
    quietly(queryClient.ensureQueryData(galleryGroupsQueryOptions(api))),
    quietly(queryClient.ensureInfiniteQueryData(galleryQueryOptions(api, group, GALLERY_FETCH_LIMIT))),
  ]);
  return null;
}

/** Spec section 2: /gallery-filter, the gallery by group label, paged. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <div className="page container">
      <GalleryHead group={searchParams.get('group')} description="Pictures of school life at Trailside Montessori K-8, class by class." />
      <GalleryViews />
      <p className="gallery-intro">Pick a part of school life to see its pictures, eight at a time.</p>
      <GalleryFilter />
    </div>
  );
}
