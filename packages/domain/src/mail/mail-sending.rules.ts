import type { NoticeLevel } from '../notices/notice.types';

/**
 * Rules of when and to whom the school's server mails, shared by the API (which sends) and the front ends (which
 * say what will happen).
 */

/** Notices mailed to Notices subscribers at their start: a closure, a late start, an early dismissal. Information stays on the website. */
export const MAILED_NOTICE_LEVELS: readonly NoticeLevel[] = ['important', 'urgent'];

/** A notice not mailed within this long of its start (the server was off) is not mailed late. */
export const NOTICE_MAIL_LATE_LIMIT_HOURS = 12;

/** Whether a notice is mailed to Notices subscribers at `now`: it is mailed, it has started, and it has not ended. */
export function noticeToMail(notice: { level: NoticeLevel; startsAt: Date; endsAt: Date }, now: Date): boolean {
  return (
    MAILED_NOTICE_LEVELS.includes(notice.level) &&
    notice.startsAt <= now &&
    notice.endsAt > now &&
    now.getTime() - notice.startsAt.getTime() <= NOTICE_MAIL_LATE_LIMIT_HOURS * 3_600_000
  );
}

/** A new post is announced to News subscribers if the announcement goes within this long of it being published. */
export const NEWS_MAIL_LATE_LIMIT_HOURS = 24;

/** The staff's "items waiting" mail: at most one this often, while anything waits. */
export const ITEMS_WAITING_INTERVAL_MINUTES = 60;

export function itemsWaitingMailDue(waiting: number, lastMailedAt: Date | null, now: Date): boolean {
  return waiting > 0 && (lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= ITEMS_WAITING_INTERVAL_MINUTES * 60_000);
}

/**
 * How many more mails may go in this minute. Personal mails (a reset, a link to confirm, a reply) may use the
 * whole limit; bulk mail (a letter to every subscriber) leaves a tenth of it free, so a reset link never waits
 * behind a letter to two thousand families.
 */
export function mailsThisMinute(ratePerMinute: number, sentInLastMinute: number, bulk: boolean): number {
  const reserve = bulk ? Math.floor(ratePerMinute / 10) : 0;
  return Math.max(0, ratePerMinute - reserve - sentInLastMinute);
}

/** Who hears of an approved reply: the author of the comment it answers, unless they replied to themselves. */
export function replyNoticeRecipient(reply: { userId: string }, parent: { userId: string } | null): string | null {
  return parent && parent.userId !== reply.userId ? parent.userId : null;
}

/** How long a link to confirm a subscription or verify an address works. */
export const MAIL_LINK_DAYS = 7;

/** After a link to confirm or verify went to an address, asking again within this time sends nothing more. */
export const MAIL_LINK_COOLDOWN_MINUTES = 5;

/**
 * The name a mail may greet its reader by, or null. A name was typed by whoever made the account, who need not own
 * the address: until the address has confirmed it is theirs (its link to verify, or a subscription's, followed), the
 * school's mail to it carries the school's words only, so a name like "Visit https://..." cannot ride on our sender.
 */
export function greetingNameFor(name: string, addressConfirmed: boolean): string | null {
  return addressConfirmed ? name : null;
}

/**
 * Whether subscribing `email` needs a solved captcha: always, but for a signed-in person asking for their own
 * address (which the school mails already). Anyone else could be making the school mail a stranger.
 */
export function subscribeNeedsCaptcha(signedInEmail: string | null | undefined, email: string): boolean {
  return !signedInEmail || signedInEmail.trim().toLowerCase() !== email.trim().toLowerCase();
}

/**
 * Mail the address never asked us for (a link to verify an account's address, to confirm a subscription, a parent's
 * request to agree to a child's account): anyone may type any address, so at most this many go to one address in
 * any 24 hours, all three together, whoever asks. Past it, nothing more is sent, and the answer to the request is
 * the same as when a mail goes.
 */
export const UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY = 3;
