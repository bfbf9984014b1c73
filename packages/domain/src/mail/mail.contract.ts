import type { Removed, Envelope } from '../api/envelope';
import type { SuccessResponse } from '../auth/auth.types';
import type {
  ConfirmSubscriptionResponse,
  GetSubscribersResponse,
  LetterPreview,
  MailPreferencesChangeResponse,
  MailPreferencesResponse,
  Subscriber,
  SubscribeResponse,
  VerifyEmailResponse,
} from './mail.types';

/** Paths under /api, named after the client functions that call them. */
export const MAIL_ROUTES = {
  subscribe: 'subscriptions',
  confirmSubscription: 'subscriptions/confirm',
  getMailPreferences: 'mail-preferences',
  updateMailPreferences: 'mail-preferences',
  unsubscribe: 'mail-preferences/unsubscribe',
  getMyMailPreferences: 'mail-preferences/me',
  updateMyMailPreferences: 'mail-preferences/me',
  verifyEmail: 'auth/verify-email',
  resendVerification: 'auth/verify-email/resend',
  getSubscribers: 'subscribers',
  removeSubscriber: 'subscribers',
  sendTestLetter: 'subscribers/test-letter',
  previewLetter: 'subscribers/letter-preview',
} as const;

/**
 * The one-click unsubscribe address of every mail (RFC 8058), on the site's own address rather than under /api:
 * a mail program POSTs `List-Unsubscribe=One-Click` to it; a person who opens it sees the unsubscribe page.
 */
export const ONE_CLICK_UNSUBSCRIBE_ROUTE = 'unsubscribe';

/** The site's pages a mail's links open. */
export const MAIL_PAGES = {
  verifyEmail: '/verify-email',
  confirmSubscription: '/subscribe/confirm',
  preferences: '/mail-preferences',
  unsubscribe: `/${ONE_CLICK_UNSUBSCRIBE_ROUTE}`,
  subscribe: '/subscribe',
} as const;

/** A page's address with a mail link's token (and what it stops, for the unsubscribe page). */
export const mailPageUrl = (siteUrl: string, page: keyof typeof MAIL_PAGES, token: string, topic?: string) =>
  `${siteUrl}${MAIL_PAGES[page]}?token=${encodeURIComponent(token)}${topic ? `&topic=${encodeURIComponent(topic)}` : ''}`;

export type SubscribeApiResponse = SubscribeResponse;
export type ConfirmSubscriptionApiResponse = ConfirmSubscriptionResponse;
export type GetMailPreferencesResponse = MailPreferencesResponse;
export type UpdateMailPreferencesResponse = MailPreferencesChangeResponse;
export type UnsubscribeResponse = MailPreferencesChangeResponse;
export type VerifyEmailApiResponse = VerifyEmailResponse;
export type ResendVerificationResponse = SuccessResponse;
export type GetSubscribersApiResponse = GetSubscribersResponse;
export type RemoveSubscriberResponse = Removed<'subscriber', Subscriber>;
export type SendTestLetterResponse = SuccessResponse;
export type PreviewLetterResponse = Envelope<'preview', LetterPreview>;
