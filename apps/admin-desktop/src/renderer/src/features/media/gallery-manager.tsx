import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { GALLERY_CONFIRM_DELETE, GALLERY_EMPTY } from '@trailside/domain/gallery/gallery.messages';
import { updateGallerySchema } from '@trailside/domain/gallery/gallery.schema';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { Button } from '@trailside/ui/button/button';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useDeleteGalleryImage } from '@trailside/ui/gallery/api/delete-gallery-image';
import { useGallery } from '@trailside/ui/gallery/api/get-gallery';
import { useGalleryGroups } from '@trailside/ui/gallery/api/get-gallery-groups';
import { useUpdateGalleryImage } from '@trailside/ui/gallery/api/update-gallery-image';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useId, useState, type FormEvent } from 'react';
import { serverFileUrl } from '../../../../shared/server-address';

const ALL_GROUPS = '';

/** The gallery's pictures by group, each with its label and description editable in place, and a delete. */
export function GalleryManager({ serverUrl }: { serverUrl: string }) {
  const id = useId();
  const [group, setGroup] = useState(ALL_GROUPS);
  const groups = useGalleryGroups();
  const gallery = useGallery(group || null);
  const remove = useDeleteGalleryImage();
  const confirmDelete = useConfirmedAction((picture: GalleryImage) => remove.mutate(picture), {
    message: GALLERY_CONFIRM_DELETE,
    heading: 'Delete Confirmation',
    confirmLabel: 'Delete',
  });

  return (
    <section className="media-gallery" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Gallery pictures</h2>
      <SelectField label="Show group" name="group" value={group} onChange={(event) => setGroup(event.target.value)}>
        <option value={ALL_GROUPS}>Every group</option>
        {groups.data?.groups.map((option) => (
          <option key={option.label} value={option.label}>
            {option.label} ({option.count})
          </option>
        ))}
      </SelectField>
      {gallery.isLoading ? (
        <Spinner label="Loading the gallery" />
      ) : gallery.pictures.length === 0 ? (
        <p>{GALLERY_EMPTY.empty}</p>
      ) : (
        <ul className="media-grid" aria-label={group ? `Pictures in ${group}` : 'Every gallery picture'}>
          {gallery.pictures.map((picture) => (
            <PictureCard key={picture.id} picture={picture} pictureUrl={serverFileUrl(serverUrl, picture.imageUrl)} onDelete={() => confirmDelete.ask(picture)} />
          ))}
        </ul>
      )}
      {gallery.hasNextPage && (
        <Button variant="secondary" onClick={() => void gallery.fetchNextPage()} disabled={gallery.isFetchingNextPage}>
          {gallery.isFetchingNextPage ? 'Loading more pictures…' : 'Show more pictures'}
        </Button>
      )}
      {confirmDelete.dialog}
    </section>
  );
}

interface FieldErrors {
  groupLabel?: string;
  alt?: string;
  form?: string;
}

function PictureCard({ picture, pictureUrl, onDelete }: { picture: GalleryImage; pictureUrl: string; onDelete: () => void }) {
  const [groupLabel, setGroupLabel] = useState(picture.groupLabel);
  const [alt, setAlt] = useState(picture.alt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateGalleryImage();
  const changed = groupLabel !== picture.groupLabel || alt !== picture.alt;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change = {
      id: picture.id,
      ...(groupLabel !== picture.groupLabel ? { groupLabel } : {}),
      ...(alt !== picture.alt ? { alt } : {}),
    };
    const parsed = updateGallerySchema.safeParse(change);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'groupLabel' || issue.path[0] === 'alt' ? issue.path[0] : 'form';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <li className="media-card">
      <img className="media-card__image" src={pictureUrl} alt={picture.alt} loading="lazy" />
      <form className="media-card__form" noValidate onSubmit={onSubmit} aria-label={`Picture: ${picture.alt}`}>
        <TextField label="Group label" name="groupLabel" required limit={textLimitOf(updateGallerySchema.shape.groupLabel)} value={groupLabel} onChange={(event) => setGroupLabel(event.target.value)} error={errors.groupLabel} />
        <TextField label="Description (alt text)" name="alt" required limit={textLimitOf(updateGallerySchema.shape.alt)} value={alt} onChange={(event) => setAlt(event.target.value)} error={errors.alt} />
        {errors.form && <p className="field__error">{errors.form}</p>}
        <div className="media-card__actions">
          <Button type="submit" disabled={!changed || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="link" onClick={onDelete} aria-label={`Delete ${picture.alt}`}>
            Delete
          </Button>
        </div>
      </form>
    </li>
  );
}
