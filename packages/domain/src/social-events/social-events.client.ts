import type { ApiClient } from '../api/client';
import { multipartPayload, send } from '../api/client';
import type { Timestamp } from '../api/timestamp';
import type { CreateSocialEventInput, UpdateSocialEventInput } from './social-event.schema';
import type { SocialEvent, SocialEventsResponse } from './social-event.types';

/** Every flyer, earliest first; `afterDate` judges expiry as of that moment instead of now. */
export const getSocialEvents = (api: ApiClient, afterDate?: Timestamp) =>
  send(() =>
    api
      .get('socialEvents', { searchParams: afterDate ? { afterDate: String(afterDate.seconds) } : undefined })
      .json<SocialEventsResponse>(),
  );

export const createSocialEvent = (api: ApiClient, payload: CreateSocialEventInput, image?: Blob | null) =>
  send(() => api.post('socialEvents', { body: multipartPayload(payload, { image }) }).json<{ socialEvent: SocialEvent }>());

export const updateSocialEvent = (api: ApiClient, payload: UpdateSocialEventInput, image?: Blob | null) =>
  send(() => api.put('socialEvents', { body: multipartPayload(payload, { image }) }).json<{ socialEvent: SocialEvent }>());

export const deleteSocialEvent = (api: ApiClient, event: Pick<SocialEvent, 'id' | 'imagePath'>) =>
  send(() =>
    api
      .delete('socialEvents', { json: { id: event.id, imagePath: event.imagePath } })
      .json<{ success: true; socialEvent: SocialEvent }>(),
  );
