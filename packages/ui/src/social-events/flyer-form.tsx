import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { changedFields } from '@trailside/domain/changes/changed-fields';
import { createSocialEventSchema, updateSocialEventSchema } from '@trailside/domain/social-events/social-event.schema';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { useCreateSocialEvent } from '@trailside/ui/social-events/api/create-social-event';
import { useUpdateSocialEvent } from '@trailside/ui/social-events/api/update-social-event';
import type { Timestamp } from '@trailside/domain/api/timestamp';
import { type FormEvent, type ReactNode, useState } from 'react';
import { fileFrom } from '@trailside/ui/form-field/form-data';
import { fromLocalInput, toLocalInput } from '@trailside/ui/form-field/local-date-time';
import './flyer-form.css';

/** The form as it stands while being filled in: what a flyer would be if saved now. */
export interface FlyerDraft {
  title: string;
  eventDate: Timestamp | null;
  /** null when empty: it goes up when saved. */
  launchDate: Timestamp | null;
  /** A picture is chosen, or the flyer being edited has one. */
  hasPicture: boolean;
}

interface FlyerFormProps {
  /** The flyer being edited; without it the form adds a new one. */
  event?: SocialEvent;
  onDone: () => void;
  /** Said under the fields as they change, before saving: the staff console tells what the home page will show. */
  outcome?: (draft: FlyerDraft) => ReactNode;
}

/**
 * Add or edit a flyer (spec sections 4 and 5), on the site's /coming-soon and in the staff console: submit
 * is enabled only once some field is filled; an edit sends only what changed. A create refused as
 * unauthorised signs the admin out (spec section 8); other failures stay in the form. Flyer pictures are
 * .jpg .png .jpeg .heic.
 */
export function FlyerForm({ event, onDone, outcome }: FlyerFormProps) {
  const [touched, setTouched] = useState(false);
  const [draft, setDraft] = useState<FlyerDraft>({
    title: event?.title ?? '',
    eventDate: event?.eventDate ?? null,
    launchDate: event?.launchDate ?? null,
    hasPicture: Boolean(event?.imageUrl),
  });
  const readDraft = (form: HTMLFormElement) => {
    const data = new FormData(form);
    setTouched(true);
    setDraft({
      title: String(data.get('title') ?? '').trim(),
      eventDate: fromLocalInput(String(data.get('eventDate') ?? '')) ?? null,
      launchDate: fromLocalInput(String(data.get('launchDate') ?? '')) ?? null,
      hasPicture: Boolean(event?.imageUrl) || fileFrom(data, 'image') !== null,
    });
  };
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateSocialEvent();
  const update = useUpdateSocialEvent();
  const pending = creation.isPending || update.isPending;
  const failure = event ? update.error : creation.error;

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (pending) return;
    const data = new FormData(formEvent.currentTarget);
    const fields = {
      title: String(data.get('title') ?? '').trim(),
      eventDate: fromLocalInput(String(data.get('eventDate') ?? '')),
      launchDate: fromLocalInput(String(data.get('launchDate') ?? '')),
    };
    const image = fileFrom(data, 'image');
    if (event) {
      const saved = { title: event.title ?? '', eventDate: event.eventDate, launchDate: event.launchDate };
      const payload = check(updateSocialEventSchema, { id: event.id, ...changedFields(saved, fields) });
      if (payload) update.mutate({ payload, image }, { onSuccess: onDone });
    } else {
      const payload = check(createSocialEventSchema, fields);
      if (payload) creation.mutate({ payload, image }, { onSuccess: onDone });
    }
  };

  return (
    <form ref={formRef} className="flyer-form" onSubmit={submit} onInput={(change) => readDraft(change.currentTarget)} onChange={(change) => readDraft(change.currentTarget)} noValidate>
      <TextField label="Event name" name="title" limit={textLimitOf(createSocialEventSchema.shape.title)} defaultValue={event?.title ?? ''} hint="For example Spring Open House" error={errorFor('title')} />
      <TextField
        label="Event date and time"
        name="eventDate"
        type="datetime-local"
        required={!event}
        defaultValue={event ? toLocalInput(event.eventDate) : ''}
        error={errorFor('eventDate')}
      />
      <TextField
        label="Flyer goes up on"
        name="launchDate"
        type="datetime-local"
        hint="Leave empty to put it up now"
        defaultValue={event ? toLocalInput(event.launchDate) : ''}
        error={errorFor('launchDate')}
      />
      <ImagePicker label="Flyer picture" name="image" accept={IMAGE_KINDS.flyer.accept} />
      {outcome && (
        <div className="flyer-form__outcome" aria-live="polite">
          {outcome(draft)}
        </div>
      )}
      {failure && (
        <p className="flyer-form__error" role="alert">
          {errorMessageOf(failure)}
        </p>
      )}
      <Button type="submit" disabled={!touched || pending}>
        {pending ? 'Saving…' : event ? 'Save changes' : 'Add flyer'}
      </Button>
    </form>
  );
}
