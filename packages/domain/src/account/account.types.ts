import type { AuthResponse } from '../auth/auth.types';
import type { User } from '../users/user.types';
import type { AccountPolicy } from './two-step.rules';
import type { AccountMailSettings, MailTopic } from '../mail/mail-topics';

/** One sign-in of an account: where it was made and when it was last used. */
export interface AccountSession {
  id: string;
  /** "Firefox on Windows", from the browser's own description of itself. */
  device: string;
  createdAt: string;
  lastUsedAt: string;
  /** The sign-in this request came from. */
  current: boolean;
}

/** What the password step answers when a second step follows, instead of a session. */
export interface SecondStepChallenge {
  /** 'code': type a code (or a recovery code); 'setup': the school requires two steps and this staff account has none yet. */
  secondStep: 'code' | 'setup';
  /** Proves the password step for a few minutes; it is no bearer token and opens nothing else. */
  ticket: string;
}

/** A new authenticator secret, as the QR code and by hand. */
export interface TwoStepSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: string;
}

/** Ten one-time codes, shown once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** The two-step state of one's own account. */
export interface TwoStepState {
  enabled: boolean;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
  /** Whether the school requires it of this account (staff, with the setting on). */
  required: boolean;
}

/** A child's account as its parent sees it on My account. */
export type ChildAccount = Pick<User, 'id' | 'fname' | 'lname' | 'email' | 'imageUrl' | 'parentConsent' | 'createdAt'>;

/**
 * A child's sign-up waiting for a parent, as that parent sees it on My account: the child's first name only (the
 * address has not shown yet that it is a parent's), and when they asked.
 */
export interface ConsentRequestForParent {
  id: string;
  childName: string;
  askedAt: string;
}

/**
 * Where a child's own sign-up stands with the parent it named, as the child sees it: `mailed` (the link went, or is
 * on its way), `not-mailed` (no mail could go: the address had its day's unasked mail, or the mail server gave up),
 * so the parent agrees from their My account; `declined`: the parent said this is not their child.
 */
export interface ChildConsentStatus {
  parentEmail: string;
  state: 'mailed' | 'not-mailed' | 'declined';
}

export interface MyAccount {
  user: User;
  twoStep: TwoStepState;
  children: ChildAccount[];
  /** A child's linked parent, by name. */
  parent: { id: string; name: string } | null;
  /** A child who signed up alone, while no parent has agreed yet. */
  consentRequest: ChildConsentStatus | null;
}

/** Everything the school keeps about one person, as "Download my data" gives it. */
/**
 * What other parts of the school keep of one person, by the name "Download my data" gives each: the module that
 * owns the rows registers how to export (and erase) them. A new kind (issue 26's subscriptions) is one field here
 * and one registration in its module.
 */
export interface PersonalDataParts {
  testimonials: { id: string; text: string; approved: boolean; rejected: boolean; createdAt: string; updatedAt: string }[];
  comments: { id: string; blogId: string; comment: string; approved: boolean; rejected: boolean; createdAt: string; updatedAt: string }[];
  enquiries: { id: string; name: string; email: string; phone: string; message: string; createdAt: string }[];
  /** The school's mail to their address (issue 26): topics confirmed and asked for, and their account's switches. */
  subscriptions: { email: string; topics: MailTopic[]; pending: MailTopic[]; confirmedAt: string | null; createdAt: string }[];
  mailSettings: AccountMailSettings;
}

export type PersonalDataKind = keyof PersonalDataParts;

/** Every kind, at run time (a record, so a kind added above and not here fails to compile). */
export const PERSONAL_DATA_KINDS = Object.keys({ testimonials: true, comments: true, enquiries: true, subscriptions: true, mailSettings: true } satisfies Record<PersonalDataKind, true>) as PersonalDataKind[];

/** "Download my data": one person's account, sign-ins, children and everything in PersonalDataParts. */
export interface MyData extends PersonalDataParts {
  exportedAt: string;
  account: User;
  sessions: Omit<AccountSession, 'current'>[];
  children: ChildAccount[];
}

/** One account past the school's keeping time, for staff to review. */
export interface InactiveAccount {
  user: User;
  /** When they last signed in, else when the account was made. */
  lastSeenAt: string;
}

export type { AccountPolicy };
export type SignInResponse = AuthResponse | SecondStepChallenge;

export const isSecondStep = (response: SignInResponse): response is SecondStepChallenge => 'secondStep' in response;

/** The session of a sign-in that needed no second step; for callers that know the account has none. */
export function requireSession(response: SignInResponse): AuthResponse {
  if (isSecondStep(response)) throw new Error('This account signs in in two steps: the code step is needed first.');
  return response;
}
