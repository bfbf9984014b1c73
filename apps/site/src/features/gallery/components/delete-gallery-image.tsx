import { GALLERY_CONFIRM_DELETE } from '@trailside/domain/gallery/gallery.messages';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { useDeleteGalleryImage } from '@trailside/ui/gallery/api/delete-gallery-image';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';

/** An admin's delete button on a gallery picture, confirmed first (spec sections 2 and 4). */
export function DeleteGalleryImage({ picture }: { picture: GalleryImage }) {
  const deletion = useDeleteGalleryImage();
  const confirmDelete = useConfirmedAction(() => deletion.mutate(picture), { ...DELETE_CONFIRMATION, message: GALLERY_CONFIRM_DELETE });

  return (
    <>
      <button type="button" className="gallery__delete" onClick={() => confirmDelete.ask()} disabled={deletion.isPending} aria-label={`Delete: ${picture.alt}`}>
        Delete
      </button>
      {confirmDelete.dialog}
    </>
  );
}
