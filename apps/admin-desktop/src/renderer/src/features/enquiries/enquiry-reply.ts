import { momentText } from '@trailside/domain/calendar/calendar-text';
import type { Enquiry } from '@trailside/domain/contact/enquiry.types';

/**
 * The enquiry's lines as a reply quotes them: "On <when, on the school's clock>, <name> wrote:", then each line
 * after "> ".
 */
export function quotedEnquiry(enquiry: Pick<Enquiry, 'name' | 'message' | 'createdAt'>, timeZone: string): string[] {
  const quoted = enquiry.message.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>'));
  return [`On ${momentText(enquiry.createdAt, timeZone)}, ${enquiry.name} wrote:`, ...quoted];
}

/**
 * A mailto: link that opens the office's own mail program with a reply to the family: to their address,
 * a subject naming the school, and a body that greets them by name and quotes what they wrote.
 * Everything is percent-encoded (RFC 6068), so a message's own "&" or "?" cannot add headers.
 */
export function replyMailto(enquiry: Pick<Enquiry, 'name' | 'email' | 'message' | 'createdAt'>, schoolName: string, timeZone: string): string {
  const subject = `Re: Your enquiry to ${schoolName}`;
  // Line breaks are CRLF in a mailto body (RFC 6068).
  const body = [`Dear ${enquiry.name},`, '', '', '', 'With warm regards,', schoolName, '', ...quotedEnquiry(enquiry, timeZone)].join('\r\n');
  return `mailto:${encodeURIComponent(enquiry.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
