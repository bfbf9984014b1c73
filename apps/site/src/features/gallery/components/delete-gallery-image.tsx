import { errorMessageOf } from '@trailside/domain/api/errors';
import { GALLERY_SUCCESS } from '@trailside/domain/gallery/gallery.messages';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { useState } from 'react';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';

/** An admin's delete button on a gallery picture, confirmed first (spec sections 2 and 4). */
export function DeleteGalleryImage({ picture }: { picture: GalleryImage }) {
  const [asking, setAsking] = useState(false);
  const deletion = useDeleteGalleryImage();
  const { showMessage } = useMessage();

  const confirm = () => {
    setAsking(false);
    deletion.mutate(picture, {
      onSuccess: () => showMessage(MessageStatus.SUCCESS, GALLERY_SUCCESS.deleted),
      onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    });
  };

  return (
    <>
      <button type="button" className="gallery__delete" onClick={() => setAsking(true)} disabled={deletion.isPending} aria-label={`Delete: ${picture.alt}`}>
        Delete
      </button>
      <ConfirmDialog
        open={asking}
        heading="Delete Confirmation"
        confirmLabel="Delete"
        message="Are you sure that you want to delete this picture?"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
