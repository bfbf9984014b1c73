import type { Timestamp } from '../api/timestamp';
import type { AccountMailSettings, MailTopic, TopicChoices } from './mail-topics';

/** What one address gets: shown to the person it belongs to (from a mail's link, or signed in), never to anyone else. */
export interface MailPreferences {
  email: string;
  /** Topics confirmed and being sent. */
  topics: TopicChoices;
  /** Topics asked for whose confirmation link has not been followed yet. */
  pending: MailTopic[];
  /** The switches of the account with this address; null when the address has no account. */
  account: AccountMailSettings | null;
  /** Whether the account is staff's, so its staff switches apply. */
  staff: boolean;
  /** Whether the account's address is verified (mail about its comments waits for that); null without an account. */
  verified: boolean | null;
}

export interface MailPreferencesResponse {
  preferences: MailPreferences;
}

/** What a change of choices answers: the choices now, and a sentence saying what happens next. */
export interface MailPreferencesChangeResponse extends MailPreferencesResponse {
  message: string;
}

/** POST /api/subscriptions: the same answer for every address (who is subscribed is never told). */
export interface SubscribeResponse {
  success: true;
  message: string;
  /** True when the subscription took effect at once (a signed-in family's own verified address). */
  subscribed: boolean;
}

/** POST /api/subscriptions/confirm */
export interface ConfirmSubscriptionResponse {
  success: true;
  message: string;
  topics: MailTopic[];
  /** The preferences page's token for this address, so the page can offer "change what you get". */
  preferencesToken: string;
}

/** POST /api/auth/verify-email */
export interface VerifyEmailResponse {
  success: true;
  message: string;
}

/** One subscriber as staff see it in the console. */
export interface Subscriber {
  id: string;
  email: string;
  topics: MailTopic[];
  pending: MailTopic[];
  /** When a topic was last confirmed; null while nothing is. */
  confirmedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** The last weekly letter, for the console. */
export interface LetterRecord {
  at: Timestamp;
  /** How many subscribers it went to; 0 when there was nothing new and so nothing was sent. */
  recipients: number;
  nothingNew: boolean;
}

export interface GetSubscribersResponse {
  subscribers: Subscriber[];
  /** Subscribers matching the search. */
  total: number;
  /** Confirmed subscribers of each topic (the whole list, whatever the search). */
  counts: Record<MailTopic, number>;
  limit: number;
  offset: number;
  nextOffset: number | null;
  lastLetter: LetterRecord | null;
  /** When the next weekly letter is due, in the school's time zone and schedule. */
  nextLetterAt: Timestamp;
}

/** The next weekly letter as it would go now (the console's preview and "Send me a test"). */
export interface LetterPreview {
  subject: string;
  html: string;
  text: string;
  /** When it is due. */
  at: Timestamp;
  /** False when it holds nothing the last letter did not: it would then not be sent. */
  somethingNew: boolean;
}
