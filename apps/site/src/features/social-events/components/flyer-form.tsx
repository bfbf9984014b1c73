import { errorMessageOf, isApiError } from '@trailside/domain/api/errors';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { MessageStatus } from '@trailside/domain/messages/message';
import { SOCIAL_EVENT_MISSING, SOCIAL_EVENT_SUCCESS } from '@trailside/domain/social-events/social-event.messages';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { type FormEvent, useState } from 'react';
import { useCreateSocialEvent, useUpdateSocialEvent } from '../api/save-social-event';

/** Spec section 5: flyer pictures .jpg .png .jpeg .heic. */

/** A <input type="datetime-local"> value in the visitor's time zone, and back to {seconds}. */
const toLocalInput = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? { seconds: Math.floor(new Date(value).getTime() / 1000) } : undefined);

interface FlyerFormProps {
  /** The flyer being edited; without it the form adds a new one. */
  event?: SocialEvent;
  onDone: () => void;
}

/**
 * Add or edit a flyer (spec sections 4 and 5): submit is enabled only once some field is filled; an edit
 * sends only what changed. A create refused as unauthorised signs the admin out (spec section 8).
 */
export function FlyerForm({ event, onDone }: FlyerFormProps) {
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const creation = useCreateSocialEvent();
  const update = useUpdateSocialEvent();
  const { showMessage } = useMessage();
  const { signOut } = useAuth();
  const pending = creation.isPending || update.isPending;

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const data = new FormData(formEvent.currentTarget);
    const title = String(data.get('title') ?? '').trim();
    const eventDate = fromLocalInput(String(data.get('eventDate') ?? ''));
    const launchDate = fromLocalInput(String(data.get('launchDate') ?? ''));
    const picked = data.get('image');
    const image = picked instanceof File && picked.size > 0 ? picked : null;

    const succeed = (saved: { socialEvent?: SocialEvent }, text: string) => {
      if (!saved.socialEvent) return setError(SOCIAL_EVENT_MISSING);
      showMessage(MessageStatus.SUCCESS, text);
      onDone();
    };
    const fail = (failure: unknown) => {
      if (!event && isApiError(failure, 401, 403)) {
        onDone();
        signOut();
        showMessage(MessageStatus.ERROR, `Authorization failed: ${errorMessageOf(failure)}`);
      } else {
        setError(errorMessageOf(failure));
      }
    };

    if (event) {
      const changes = {
        id: event.id,
        ...(title !== (event.title ?? '') ? { title } : {}),
        ...(eventDate && eventDate.seconds !== event.eventDate.seconds ? { eventDate } : {}),
        ...(launchDate && launchDate.seconds !== event.launchDate.seconds ? { launchDate } : {}),
      };
      update.mutate({ payload: changes, image }, { onSuccess: (saved) => succeed(saved, SOCIAL_EVENT_SUCCESS.updated), onError: fail });
    } else {
      if (!eventDate) return setError('Please choose the date of the event');
      creation.mutate(
        { payload: { title: title || null, eventDate, launchDate }, image },
        { onSuccess: (saved) => succeed(saved, SOCIAL_EVENT_SUCCESS.created), onError: fail },
      );
    }
  };

  return (
    <form className="flyer-form" onSubmit={submit} onInput={() => setTouched(true)} onChange={() => setTouched(true)} noValidate>
      <TextField label="Event name" name="title" defaultValue={event?.title ?? ''} hint="For example Spring Open House" />
      <TextField
        label="Event date and time"
        name="eventDate"
        type="datetime-local"
        required={!event}
        defaultValue={event ? toLocalInput(event.eventDate.seconds) : ''}
      />
      <TextField
        label="Flyer goes up on"
        name="launchDate"
        type="datetime-local"
        hint="Leave empty to put it up now"
        defaultValue={event ? toLocalInput(event.launchDate.seconds) : ''}
      />
      <ImagePicker label="Flyer picture" name="image" accept={IMAGE_KINDS.flyer.accept} />
      {error && (
        <p className="flyer-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!touched || pending}>
        {pending ? 'Saving…' : event ? 'Save changes' : 'Add flyer'}
      </Button>
    </form>
  );
}
