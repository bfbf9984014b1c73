import type { Envelope } from '../api/envelope';
import type { Enquiry, SendMessageResponse } from './enquiry.types';

/** Paths under /api, named after the client functions that call them. */
export const CONTACT_ROUTES = {
  sendMessage: 'sendMessage',
  sendFaqContact: 'contact',
  getCaptchaChallenge: 'captcha',
  getEnquiries: 'enquiries',
  updateEnquiry: 'enquiries',
} as const;

export type SendFaqContactResponse = SendMessageResponse;

/** An altcha (2.x) proof-of-work challenge, as the altcha widget reads it (no envelope). */
export interface GetCaptchaChallengeResponse {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string; expiresAt?: number };
  signature?: string;
}

/** A page of enquiries, with what paging and the list's heading need: how many there are, and how many are unread. */
export type GetEnquiriesResponse = Envelope<'enquiries', Enquiry[]> & { total: number; unread: number };
export type UpdateEnquiryResponse = Envelope<'enquiry', Enquiry>;
