import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { galleryUploadSchema } from '@trailside/domain/gallery/gallery.schema';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useCreateGalleryImages } from '@trailside/ui/gallery/api/create-gallery-images';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { Modal } from '@trailside/ui/modal/modal';
import { type FormEvent, useState } from 'react';
import { filesFrom } from '@trailside/ui/form-field/form-data';

/**
 * The admin's "Add pictures" flow (spec sections 4 and 5): a modal with the required group label and
 * the picker (.jpg .png .jpeg .gif, several at once). A create refused as unauthorised signs the admin
 * out with "Authorization failed:" and the reason (spec section 8); any other failure keeps the form
 * open with the server's message.
 */
export function AddGalleryImages() {
  const [open, setOpen] = useState(false);
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateGalleryImages();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const upload = check(galleryUploadSchema, { groupLabel: data.get('groupLabel'), images: filesFrom(data, 'images') });
    if (!upload) return;
    creation.mutate(
      { payload: { groupLabel: upload.groupLabel }, images: upload.images },
      {
        onSuccess: () => {
          form.reset();
          setOpen(false);
        },
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Add pictures</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Add Gallery Pictures">
        <form ref={formRef} onSubmit={submit} noValidate className="gallery-add">
          <TextField
            label="Group label"
            name="groupLabel"
            required
            limit={textLimitOf(galleryUploadSchema.shape.groupLabel)}
            hint="For example Classroom, Garden or Field Trips"
            error={errorFor('groupLabel')}
          />
          <ImagePicker label="Pictures" name="images" accept={IMAGE_KINDS.gallery.accept} multiple required error={errorFor('images')} />
          {creation.isError && (
            <p className="gallery-add__error" role="alert">
              {errorMessageOf(creation.error)}
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
