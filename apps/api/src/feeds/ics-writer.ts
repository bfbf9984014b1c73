/**
 * iCalendar text (RFC 5545) for the calendar feeds: the few properties they carry, escaped and folded as the RFC
 * says. Written here rather than with ical-generator, whose line folding encodes each character on its own: 0.2 ms
 * an event, a second for 5,000 dates; this is a few microseconds each (feeds.e2e-spec.ts parses the result with ical.js).
 */

/** A calendar as a feed describes itself. */
export interface IcsCalendar {
  /** "host//product//EN": who wrote it (PRODID). */
  prodId: string;
  name: string;
  description: string;
  /** Where the feed is, for apps that look there for changes. */
  url: string;
  /** How often apps are asked to look (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds: number;
  /** The school's zone, named for apps that show it (every time is in UTC). */
  timeZone: string;
}

/** One VEVENT: times in UTC, or days ("2027-02-15", the end the day after the last) for an all-day one. */
export interface IcsEvent {
  uid: string;
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED' | null;
  stamp: Date;
  start: Date | string;
  end: Date | string;
  summary: string;
  description: string;
  location: string;
  url: string;
  created: Date | null;
  lastModified: Date | null;
}

/** TEXT as RFC 5545 writes it: backslashes, semicolons, commas and line breaks escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');

/** "20270215T180000Z". */
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** DTSTART and DTEND: a UTC time, or a day. */
const when = (name: string, value: Date | string) => (typeof value === 'string' ? `${name};VALUE=DATE:${value.replace(/-/g, '')}` : `${name}:${utc(value)}`);

/**
 * A content line folded at 75 octets, each continuation starting with a space (RFC 5545, 3.1), never inside a
 * character. Most lines are short, and go as they are.
 */
export function foldLine(line: string): string {
  const octets = Buffer.byteLength(line);
  if (octets <= 75) return line;
  if (octets === line.length) {
    // One octet a character: cut by characters. The first line holds 75 octets; the others 74 after their space.
    let folded = line.slice(0, 75);
    for (let at = 75; at < line.length; at += 74) folded += `\r\n ${line.slice(at, at + 74)}`;
    return folded;
  }
  let folded = '';
  let [count, room] = [0, 75];
  for (let index = 0; index < line.length; index += 1) {
    const code = line.charCodeAt(index);
    let character = line[index];
    let size = code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    // A surrogate pair is one character of four octets.
    if (code >= 0xd800 && code < 0xdc00 && index + 1 < line.length) [character, size] = [character + line[++index], 4];
    if (count + size > room) [folded, count, room] = [`${folded}\r\n `, 0, 74];
    folded += character;
    count += size;
  }
  return folded;
}

/** The lines that open a calendar. */
export function calendarHead(calendar: IcsCalendar): string[] {
  const refresh = `PT${Math.round(calendar.refreshSeconds / 3600)}H`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `URL:${calendar.url}`,
    `SOURCE;VALUE=URI:${calendar.url}`,
    `NAME:${text(calendar.name)}`,
    `X-WR-CALNAME:${text(calendar.name)}`,
    `X-WR-CALDESC:${text(calendar.description)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
  ].map(foldLine);
}

/** The lines of one event. */
export function eventLines(event: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    when('DTSTART', event.start),
    when('DTEND', event.end),
    ...(typeof event.start === 'string' ? ['X-MICROSOFT-CDO-ALLDAYEVENT:TRUE'] : []),
    `SUMMARY:${text(event.summary)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    `URL;VALUE=URI:${event.url}`,
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.created ? [`CREATED:${utc(event.created)}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${utc(event.lastModified)}`] : []),
    'END:VEVENT',
  ].map(foldLine);
}

/** The whole text: the head, the events' lines, the end, each line ending in CRLF. */
export const calendarText = (head: string[], events: string[][]) => [...head, ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
