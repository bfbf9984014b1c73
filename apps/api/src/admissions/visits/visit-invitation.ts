import { wallClockAt } from '@trailside/domain/calendar/zoned-time';
import { foldLine } from '../../feeds/ics-writer';

/** What an invitation to one visit says. */
export interface VisitInvitation {
  /** The booking's id: a move sends the same UID with a higher sequence, so calendars replace the event. */
  uid: string;
  sequence: number;
  /** REQUEST adds or updates the event in the family's calendar; CANCEL takes it out. */
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  url: string;
  timeZone: string;
  organizer: { name: string; email: string };
  attendee: string;
}

/** TEXT as RFC 5545 writes it: backslashes, semicolons, commas and line breaks escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
/** A parameter value (CN): quoted, without the quotes and control characters a quoted value cannot hold. */
const parameter = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '')}"`;
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const pad = (value: number) => String(value).padStart(2, '0');
/** "20270309T093000", on the school's clock. */
const local = (date: Date, timeZone: string) => {
  const wall = wallClockAt(date, timeZone);
  return `${wall.year}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}00`;
};
/** "-0500": the zone's offset from UTC at `date`. */
function offsetText(date: Date, timeZone: string): string {
  const wall = wallClockAt(date, timeZone);
  const minutes = Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/**
 * A visit as an iCalendar invitation (RFC 5546's REQUEST or CANCEL), its times on the school's clock (TZID). The
 * zone is described by the one offset it has at the visit, which is all a single event needs; calendar apps that
 * know the IANA name use their own rules for it. Lines are folded as the calendar feeds' are (feeds/ics-writer).
 */
export function visitInvitation(invitation: VisitInvitation): string {
  const { startsAt, timeZone } = invitation;
  const endsAt = new Date(startsAt.getTime() + invitation.minutes * 60_000);
  const offset = offsetText(startsAt, timeZone);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trailside Montessori K-8//Visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${text(invitation.uid)}@visits`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utc(new Date())}`,
    `DTSTART;TZID=${timeZone}:${local(startsAt, timeZone)}`,
    `DTEND;TZID=${timeZone}:${local(endsAt, timeZone)}`,
    `SUMMARY:${text(invitation.summary)}`,
    `DESCRIPTION:${text(invitation.description)}`,
    `LOCATION:${text(invitation.location)}`,
    `URL;VALUE=URI:${invitation.url}`,
    `ORGANIZER;CN=${parameter(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${invitation.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${invitation.attendee}`,
    `STATUS:${invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
