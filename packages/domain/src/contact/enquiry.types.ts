import type { Timestamp } from '../api/timestamp';
import type { ContactMessage } from './contact-message.types';

/** Which form an enquiry came from: the contact page or the FAQ page. */
export type EnquirySource = 'contact' | 'faq';

/** A stored contact message, as the school's staff see it. */
export interface Enquiry extends ContactMessage {
  id: string;
  source: EnquirySource;
  handled: boolean;
  /** Someone on the staff has opened it (new enquiries are unread). */
  read: boolean;
  /** Whether the mail to the school's address went out; the enquiry is kept either way. */
  mailed: boolean;
  createdAt: Timestamp;
}

/**
 * Answer of both contact endpoints: the enquiry is stored; `mailed` says whether the school's mail went out too.
 * `message` is the spec's "Email Sent Successfully!" when it did, and otherwise says the message is saved and the
 * mail will follow (ENQUIRY_TEXTS.mailDelayed; see contactAnswerText).
 */
export interface SendMessageResponse {
  success: true;
  message: string;
  mailed: boolean;
  enquiryId: string;
}
