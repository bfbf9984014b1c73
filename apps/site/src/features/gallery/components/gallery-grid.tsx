import { GALLERY_EMPTY } from '@trailside/domain/gallery/gallery.messages';
import { useIsStaff } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';
import { useGallery } from '@trailside/ui/gallery/api/get-gallery';
import { useLightbox } from '@trailside/ui/lightbox/use-lightbox';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { lazy, Suspense } from 'react';
import { GalleryTile } from './gallery-tile';
import { GALLERY_TILE_SIZES } from './image-sizes';
import './gallery.css';

// Adding and deleting pictures are for admins only: visitors never fetch them.
const AddGalleryImages = lazy(() => import('./add-gallery-images').then((module) => ({ default: module.AddGalleryImages })));
const DeleteGalleryImage = lazy(() => import('./delete-gallery-image').then((module) => ({ default: module.DeleteGalleryImage })));

/**
 * /gallery and /gallery-masonry (spec section 2): every picture, newest first, in an even grid or in
 * masonry columns that keep each picture's shape. More load on request; pictures open in the lightbox.
 */
export function GalleryGrid({ layout }: { layout: 'grid' | 'masonry' }) {
  const { pictures, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useGallery();
  const { open, lightbox } = useLightbox(pictures);
  const admin = useIsStaff();

  const tools = admin && (
    <div className="gallery__tools">
      <Suspense fallback={null}>
        <AddGalleryImages />
      </Suspense>
    </div>
  );
  if (isPending) return <Spinner label="Loading the gallery" />;
  if (!pictures.length) {
    return (
      <>
        {tools}
        <p className="gallery__status">{GALLERY_EMPTY.empty}</p>
      </>
    );
  }

  return (
    <>
      {tools}
      <ul className={`gallery gallery--${layout}`}>
        {pictures.map((picture, index) => (
          <li key={picture.id} className="gallery__item">
            <GalleryTile picture={picture} onOpen={() => open(index)} sizes={GALLERY_TILE_SIZES} part={index === 0 ? 'main' : 'beside'} />
            {admin && (
              <Suspense fallback={null}>
                <DeleteGalleryImage picture={picture} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      <div className="gallery__more">
        {hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading more pictures…' : 'Show more pictures'}
          </Button>
        ) : (
          <p className="gallery__status">{GALLERY_EMPTY.noMore}</p>
        )}
      </div>
      {lightbox}
    </>
  );
}
