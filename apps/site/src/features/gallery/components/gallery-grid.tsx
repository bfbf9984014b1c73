import { errorMessageOf } from '@trailside/domain/api/errors';
import { GALLERY_EMPTY } from '@trailside/domain/gallery/gallery.messages';
import { MessageStatus } from '@trailside/domain/messages/message';
import { Button } from '@trailside/ui/button/button';
import { Lightbox } from '@trailside/ui/lightbox/lightbox';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { isAdmin } from '@trailside/domain/users/access-level';
import { useEffect } from 'react';
import { AddGalleryImages } from './add-gallery-images';
import { DeleteGalleryImage } from './delete-gallery-image';
import { useGallery } from '../api/get-gallery';
import { GalleryTile } from './gallery-tile';
import { useLightbox } from './use-lightbox';
import './gallery.css';

/**
 * /gallery and /gallery-masonry (spec section 2): every picture, newest first, in an even grid or in
 * masonry columns that keep each picture's shape. More load on request; pictures open in the lightbox.
 */
export function GalleryGrid({ layout }: { layout: 'grid' | 'masonry' }) {
  const { pictures, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useGallery();
  const lightbox = useLightbox();
  const { showMessage } = useMessage();
  const admin = isAdmin(useAuth().session?.authUser.accessLevel);

  useEffect(() => {
    if (error) showMessage(MessageStatus.ERROR, errorMessageOf(error));
  }, [error, showMessage]);

  const tools = admin && (
    <div className="gallery__tools">
      <AddGalleryImages />
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
            <GalleryTile picture={picture} onOpen={() => lightbox.open(index)} sizes="(max-width: 549px) 100vw, (max-width: 1200px) 50vw, 25vw" />
            {admin && <DeleteGalleryImage picture={picture} />}
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
      <Lightbox pictures={pictures.map(({ imageUrl, alt }) => ({ src: imageUrl, alt }))} index={lightbox.index} onClose={lightbox.close} />
    </>
  );
}
