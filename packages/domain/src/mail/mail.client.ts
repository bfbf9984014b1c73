import type { ApiClient } from '../api/client';
import { requireEntity, send } from '../api/client';
import { searchParamsOf } from '../pagination/list-query';
import {
  type ConfirmSubscriptionApiResponse,
  type GetMailPreferencesResponse,
  type GetSubscribersApiResponse,
  MAIL_ROUTES,
  type PreviewLetterResponse,
  type RemoveSubscriberResponse,
  type ResendVerificationResponse,
  type SendTestLetterResponse,
  type SubscribeApiResponse,
  type UnsubscribeResponse,
  type UpdateMailPreferencesResponse,
  type VerifyEmailApiResponse,
} from './mail.contract';
import { MAIL_TEXTS } from './mail.messages';
import type { SubscribeInput, SubscribersQueryInput, UnsubscribeInput, UpdateMailPreferencesInput, UpdateMyMailPreferencesInput } from './mail.schema';

const withPreferences = requireEntity('preferences', MAIL_TEXTS.preferencesMissing);

/** Subscribe an address (the captcha's solution when nobody is signed in). */
export const subscribe = (api: ApiClient, body: SubscribeInput) => send(() => api.post(MAIL_ROUTES.subscribe, { json: body }).json<SubscribeApiResponse>());

export const confirmSubscription = (api: ApiClient, token: string) =>
  send(() => api.post(MAIL_ROUTES.confirmSubscription, { json: { token } }).json<ConfirmSubscriptionApiResponse>());

/** The choices of the address a mail's link was sent to. */
export const getMailPreferences = (api: ApiClient, token: string) =>
  send(() => api.get(MAIL_ROUTES.getMailPreferences, { searchParams: { token } }).json<GetMailPreferencesResponse>()).then(withPreferences);

export const updateMailPreferences = (api: ApiClient, change: UpdateMailPreferencesInput) =>
  send(() => api.put(MAIL_ROUTES.updateMailPreferences, { json: change }).json<UpdateMailPreferencesResponse>()).then(withPreferences);

export const unsubscribe = (api: ApiClient, body: UnsubscribeInput) =>
  send(() => api.post(MAIL_ROUTES.unsubscribe, { json: body }).json<UnsubscribeResponse>()).then(withPreferences);

/** The signed-in person's own choices. */
export const getMyMailPreferences = (api: ApiClient) =>
  send(() => api.get(MAIL_ROUTES.getMyMailPreferences).json<GetMailPreferencesResponse>()).then(withPreferences);

export const updateMyMailPreferences = (api: ApiClient, change: UpdateMyMailPreferencesInput) =>
  send(() => api.put(MAIL_ROUTES.updateMyMailPreferences, { json: change }).json<UpdateMailPreferencesResponse>()).then(withPreferences);

export const verifyEmail = (api: ApiClient, token: string) => send(() => api.post(MAIL_ROUTES.verifyEmail, { json: { token } }).json<VerifyEmailApiResponse>());

/** A new verification link to the signed-in person's address. */
export const resendVerification = (api: ApiClient) => send(() => api.post(MAIL_ROUTES.resendVerification).json<ResendVerificationResponse>());

/** Staff: subscribers matching the search, a page at a time, with the counts per topic. */
export const getSubscribers = (api: ApiClient, query: SubscribersQueryInput = {}) =>
  send(() => api.get(MAIL_ROUTES.getSubscribers, { searchParams: searchParamsOf(query) }).json<GetSubscribersApiResponse>());

export const removeSubscriber = (api: ApiClient, id: string) =>
  send(() => api.delete(MAIL_ROUTES.removeSubscriber, { json: { id } }).json<RemoveSubscriberResponse>());

/** Staff: the next weekly letter, to the signed-in staff member's own address. */
export const sendTestLetter = (api: ApiClient) => send(() => api.post(MAIL_ROUTES.sendTestLetter).json<SendTestLetterResponse>());

export const previewLetter = (api: ApiClient) =>
  send(() => api.get(MAIL_ROUTES.previewLetter).json<PreviewLetterResponse>()).then(requireEntity('preview', MAIL_TEXTS.previewMissing));
