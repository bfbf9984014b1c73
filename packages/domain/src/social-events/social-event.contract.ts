import type { Envelope, Removed } from '../api/envelope';
import type { SocialEvent, SocialEventsResponse } from './social-event.types';

/** Paths under /api, named after the client functions that call them. */
export const SOCIAL_EVENT_ROUTES = {
  getSocialEvents: 'socialEvents',
  createSocialEvent: 'socialEvents',
  updateSocialEvent: 'socialEvents',
  deleteSocialEvent: 'socialEvents',
} as const;

export type GetSocialEventsResponse = SocialEventsResponse;

export type CreateSocialEventResponse = Envelope<'socialEvent', SocialEvent>;
export type UpdateSocialEventResponse = CreateSocialEventResponse;
export type DeleteSocialEventResponse = Removed<'socialEvent', SocialEvent>;
