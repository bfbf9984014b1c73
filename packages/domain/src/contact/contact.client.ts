import type { ApiClient } from '../api/client';
import { requireEntity, send } from '../api/client';
import { CONTACT_ROUTES, type GetEnquiriesResponse, type SendFaqContactResponse, type UpdateEnquiryResponse } from './contact.contract';
import { ENQUIRY_MISSING } from './contact.messages';
import { searchParamsOf } from '../pagination/list-query';
import type { ContactMessageInput, EnquiriesQueryInput, FaqContactInput, UpdateEnquiry } from './contact.schema';
import type { SendMessageResponse } from './enquiry.types';

/** The altcha widget fetches its challenge from here (same origin as the API). */
export const CAPTCHA_CHALLENGE_PATH = `/api/${CONTACT_ROUTES.getCaptchaChallenge}`;

export const sendMessage = (api: ApiClient, message: ContactMessageInput) =>
  send(() => api.post(CONTACT_ROUTES.sendMessage, { json: message }).json<SendMessageResponse>());

export const sendFaqContact = (api: ApiClient, form: FaqContactInput) =>
  send(() => api.post(CONTACT_ROUTES.sendFaqContact, { json: form }).json<SendFaqContactResponse>());

/** A page of the enquiries, newest first, with their total and how many are unread (staff only). */
export const getEnquiries = (api: ApiClient, query: EnquiriesQueryInput = {}) =>
  // "waiting" goes only when asked for, so the list of every enquiry has one address.
  send(() =>
    api.get(CONTACT_ROUTES.getEnquiries, { searchParams: searchParamsOf({ ...query, waiting: query.waiting ? 'true' : undefined }) }).json<GetEnquiriesResponse>(),
  );

export const updateEnquiry = (api: ApiClient, change: UpdateEnquiry) =>
  send(() => api.put(CONTACT_ROUTES.updateEnquiry, { json: change }).json<UpdateEnquiryResponse>()).then(requireEntity('enquiry', ENQUIRY_MISSING));
