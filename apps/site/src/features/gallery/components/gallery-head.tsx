import { GALLERY_FETCH_LIMIT } from '@trailside/domain/gallery/gallery.rules';
import { useGallery } from '@trailside/ui/gallery/api/get-gallery';
import { leadImageOf, PageHead } from '../../../components/page-head';
import { GALLERY_TILE_SIZES } from './image-sizes';

/** A gallery page's head: its first picture, the largest thing in the first screen on a phone, is fetched first. */
export function GalleryHead({ group, description }: { group: string | null; description: string }) {
  const { pictures } = useGallery(group, GALLERY_FETCH_LIMIT);
  return <PageHead description={description} leadImage={leadImageOf(pictures[0]?.imageUrl, GALLERY_TILE_SIZES)} />;
}
