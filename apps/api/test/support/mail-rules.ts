import { INVITATION_MAIL } from '@trailside/domain/users/user.messages';
import { APPLICATION_MAIL } from '@trailside/domain/admissions/applications.messages';
import { PARENT_CONSENT_MAIL, SECOND_STEP_PAUSED_MAIL } from '@trailside/domain/account/account.messages';
import { PASSWORD_RESET_MAIL } from '@trailside/domain/auth/auth.messages';
import { ENQUIRY_MAIL } from '@trailside/domain/contact/contact.messages';
import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import { AGREEMENT_MAIL } from '@trailside/domain/admissions/agreement.messages';
import { VISIT_MAIL } from '@trailside/domain/admissions/visits.messages';
import { OFFER_MAIL } from '@trailside/domain/admissions/offers.messages';
import type { ParsedMail } from '@trailside/testing/mail';

/**
 * Broken promises found in mails the test SMTP servers received (smtp.ts checks each one as it arrives); every
 * test file fails at its end if there is any (mail-rules.setup.ts).
 */
export const mailRuleViolations: string[] = [];

/**
 * The mails that carry no List-Unsubscribe: a link to verify an address and a password reset (nothing to leave:
 * the person asked for them), a parent's one request to agree to a child's account (nothing to leave either: it is
 * asked once, for one child), a new account's one invitation to choose its password (sent once, when staff make the
 * account), an application's private link (nothing to leave: it is the family's own, about what they sent), the owner's warning that wrong codes paused their sign-in (about their account's
 * safety, which nobody should be able to switch off), and the office's own copy of an enquiry to the school's
 * address (the school's mail to itself; staff who asked for "new enquiry" mails get theirs with it), a guardian's
 * enrolment agreement to sign and its signed copy (one family's contract, sent once each), and the mails about one visit
 * booking (its confirmation, its reminder, its time cancelled: each about the one booking the family made), and the
 * mails about an offer of a place (to the family it was made to, about that one offer: nothing to leave).
 */
const EXEMPT_SUBJECTS: readonly string[] = [MAIL_COPY.verifyEmail.subject, PARENT_CONSENT_MAIL.subject, PASSWORD_RESET_MAIL.subject, SECOND_STEP_PAUSED_MAIL.subject, INVITATION_MAIL.subject, AGREEMENT_MAIL.sign.subject, AGREEMENT_MAIL.signed.subject, APPLICATION_MAIL.subject, ...Object.values(VISIT_MAIL).map((mail) => mail.subject)];

/** Whether `subject` is one `words` makes, for any child's name. */
const madeBy = (words: (name: string) => string, subject: string) => {
  const [before, after] = words('\u0000').split('\u0000');
  return subject.startsWith(before) && subject.endsWith(after);
};

export function isExemptFromUnsubscribe(mail: ParsedMail): boolean {
  return (
    EXEMPT_SUBJECTS.includes(mail.subject) ||
    mail.subject.startsWith(ENQUIRY_MAIL.subject('')) ||
    madeBy(OFFER_MAIL.subject, mail.subject) ||
    madeBy(OFFER_MAIL.lapsedSubject, mail.subject)
  );
}

/** The site the mail is from: where its unsubscribe link points, or its first link when it has none. */
export function siteOriginOf(mail: ParsedMail): string {
  const link = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? /href="(https?:\/\/[^"]+)"/.exec(mail.html)?.[1] ?? /https?:\/\/\S+/.exec(mail.text)?.[0];
  try {
    return link ? new URL(link).origin : 'no link in the mail';
  } catch {
    return 'no link in the mail';
  }
}
