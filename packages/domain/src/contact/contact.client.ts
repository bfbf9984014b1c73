import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import type { ContactMessageInput, FaqContactInput, UpdateEnquiry } from './contact.schema';
import type { Enquiry, SendMessageResponse } from './enquiry.types';

/** The altcha widget fetches its challenge from here (same origin as the API). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha';

export const sendMessage = (api: ApiClient, message: ContactMessageInput) =>
  send(() => api.post('sendMessage', { json: message }).json<SendMessageResponse>());

export const sendFaqContact = (api: ApiClient, form: FaqContactInput) =>
  send(() => api.post('contact', { json: form }).json<SendMessageResponse>());

export const getEnquiries = (api: ApiClient) => send(() => api.get('enquiries').json<{ enquiries: Enquiry[] }>());

export const updateEnquiry = (api: ApiClient, change: UpdateEnquiry) =>
  send(() => api.put('enquiries', { json: change }).json<{ enquiry: Enquiry }>());
