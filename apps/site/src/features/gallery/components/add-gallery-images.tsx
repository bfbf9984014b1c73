import { errorMessageOf, isApiError } from '@trailside/domain/api/errors';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { GALLERY_SUCCESS } from '@trailside/domain/gallery/gallery.messages';
import { GALLERY_MESSAGES } from '@trailside/domain/gallery/gallery.schema';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Modal } from '@trailside/ui/modal/modal';
import { type FormEvent, useState } from 'react';
import { useCreateGalleryImages } from '../api/create-gallery-images';

/** Spec section 5: gallery pictures .jpg .png .jpeg .gif, several at once, with a required group label. */

/**
 * The admin's "Add pictures" flow (spec section 4): a modal with the group label and the picker. A
 * create refused as unauthorised signs the admin out with "Authorization failed:" and the reason (spec
 * section 8); any other failure keeps the form open with the server's message.
 */
export function AddGalleryImages() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const creation = useCreateGalleryImages();
  const { showMessage } = useMessage();
  const { signOut } = useAuth();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const groupLabel = String(data.get('groupLabel') ?? '').trim();
    const images = data.getAll('images').filter((value): value is File => value instanceof File && value.size > 0);
    if (!groupLabel) return setError(GALLERY_MESSAGES.groupLabel);
    if (!images.length) return setError(GALLERY_MESSAGES.images);
    setError(null);
    creation.mutate(
      { payload: { groupLabel }, images },
      {
        onSuccess: () => {
          form.reset();
          setOpen(false);
          showMessage(MessageStatus.SUCCESS, GALLERY_SUCCESS.created);
        },
        onError: (failure) => {
          if (isApiError(failure, 401, 403)) {
            setOpen(false);
            signOut();
            showMessage(MessageStatus.ERROR, `Authorization failed: ${errorMessageOf(failure)}`);
          } else {
            setError(errorMessageOf(failure));
          }
        },
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Add pictures</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Add Gallery Pictures">
        <form onSubmit={submit} noValidate className="gallery-add">
          <TextField label="Group label" name="groupLabel" required hint="For example Classroom, Garden or Field Trips" error={error === GALLERY_MESSAGES.groupLabel ? error : null} />
          <ImagePicker label="Pictures" name="images" accept={IMAGE_KINDS.gallery.accept} multiple required />
          {error && error !== GALLERY_MESSAGES.groupLabel && (
            <p className="gallery-add__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" disabled={creation.isPending}>
            {creation.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </form>
      </Modal>
    </>
  );
}
