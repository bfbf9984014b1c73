import type { ApiClient, UploadOptions } from '../api/client';
import { multipartPayload, requireEntity, send } from '../api/client';
import type { Timestamp } from '../api/timestamp';
import {
  type CreateSocialEventResponse,
  type DeleteSocialEventResponse,
  type GetSocialEventsResponse,
  SOCIAL_EVENT_ROUTES,
  type UpdateSocialEventResponse,
} from './social-event.contract';
import { SOCIAL_EVENT_MISSING } from './social-event.messages';
import type { CreateSocialEventInput, UpdateSocialEventInput } from './social-event.schema';
import type { SocialEvent } from './social-event.types';

const withSocialEvent = requireEntity('socialEvent', SOCIAL_EVENT_MISSING);

/** Every flyer, earliest first; `afterDate` judges expiry as of that moment instead of now. */
export const getSocialEvents = (api: ApiClient, afterDate?: Timestamp) =>
  send(() =>
    api
      .get(SOCIAL_EVENT_ROUTES.getSocialEvents, { searchParams: afterDate ? { afterDate: String(afterDate.seconds) } : undefined })
      .json<GetSocialEventsResponse>(),
  );

export const createSocialEvent = (api: ApiClient, payload: CreateSocialEventInput, image?: Blob | null) =>
  send(() =>
    api.post(SOCIAL_EVENT_ROUTES.createSocialEvent, { body: multipartPayload(payload, { image }) }).json<CreateSocialEventResponse>(),
  ).then(withSocialEvent);

export const updateSocialEvent = (api: ApiClient, payload: UpdateSocialEventInput, image?: Blob | null, options: UploadOptions = {}) =>
  send(() =>
    api.put(SOCIAL_EVENT_ROUTES.updateSocialEvent, { ...options, body: multipartPayload(payload, { image }) }).json<UpdateSocialEventResponse>(),
  ).then(withSocialEvent);

export const deleteSocialEvent = (api: ApiClient, event: Pick<SocialEvent, 'id' | 'imagePath'>) =>
  send(() =>
    api
      .delete(SOCIAL_EVENT_ROUTES.deleteSocialEvent, { json: { id: event.id, imagePath: event.imagePath } })
      .json<DeleteSocialEventResponse>(),
  ).then(withSocialEvent);
