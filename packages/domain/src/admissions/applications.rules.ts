import { type Stage, startTermsFrom } from './admissions.types';

/** The most children one application names (issue 41). */
export const MAX_APPLICATION_CHILDREN = 6;

/** The most documents one application carries, and the most bytes each may have. */
export const MAX_APPLICATION_DOCUMENTS = 3;
export const MAX_DOCUMENT_BYTES = 10_000_000;

/** The document kinds an application takes, named by what their bytes say they are, never their name. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** For the file picker only: the server reads each file's bytes (documentTypeOf). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * What a document is, from its first bytes: a PDF ("%PDF-"), a PNG or a JPEG; null for anything else (a web page
 * named .pdf, a script, an SVG), whatever its name or the type its sender claims.
 */
export function documentTypeOf(head: Uint8Array): DocumentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The ending a stored document's download name gets from its type, whatever its own name said. */
export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' };

/**
 * A document's name for the download: the family's own name for it, without its folder, ending or anything but
 * plain characters, then the ending its content calls for ("report card.html.pdf" read as a PNG: "report card.html.png").
 */
export function documentNameOf(given: string, type: DocumentType): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[^\p{L}\p{N} ._()-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
  return `${stem || 'document'}${DOCUMENT_EXTENSIONS[type]}`;
}

/** The starts a family may apply for on `today` (the school's day, "YYYY-MM-DD"): the ones the form lists. */
export const isOpenStartTerm = (term: string, today: string): boolean => startTermsFrom(today).some((open) => open === term);

/**
 * Whether a date of birth fits a child who could start at the school: three to fifteen years before `today`, so a
 * mistyped year (2091, 1991) is caught while the family still has the form in front of them.
 */
export function isPlausibleBirthDate(dateOfBirth: string, today: string): boolean {
  const year = Number(today.slice(0, 4));
  const earliest = `${year - 15}${today.slice(4)}`;
  const latest = `${year - 3}${today.slice(4)}`;
  return dateOfBirth >= earliest && dateOfBirth <= latest;
}

/** Where a child's application stands, in plain words for the family's status page. */
export const CHILD_STAGE_WORDS: Record<Stage, string> = {
  enquiry: 'Waiting for you to confirm your e-mail address',
  'visit-booked': 'Waiting for you to confirm your e-mail address',
  visited: 'Waiting for you to confirm your e-mail address',
  applied: 'Application received: the office is reading it',
  'waiting-list': 'On the waiting list',
  offered: 'Offered a place: please look for our e-mail',
  enrolled: 'Enrolled: welcome to Trailside!',
  declined: 'The place was declined',
  closed: 'This application is closed',
};

/** Whether a child the family names again is the student already on the family's record: the same first name and birthday. */
export function isSameChild(known: { firstName: string; dateOfBirth: string | null }, named: { firstName: string; dateOfBirth: string }): boolean {
  return known.dateOfBirth === named.dateOfBirth && known.firstName.trim().toLocaleLowerCase('en-US') === named.firstName.trim().toLocaleLowerCase('en-US');
}

