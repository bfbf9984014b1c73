import { momentText } from '@trailside/domain/calendar/calendar-text';
import type { LetterRecord } from '@trailside/domain/mail/mail.types';

export const SUBSCRIBER_TEXTS = {
  intro: 'Who gets the school’s e-mail, and the next weekly letter as families will see it. Addresses here are for staff eyes only.',
  count: (total: number, search: string) =>
    search ? `${total} ${total === 1 ? 'address matches' : 'addresses match'} “${search}”.` : `${total} ${total === 1 ? 'address' : 'addresses'} in all.`,
  empty: 'Nobody has subscribed yet. The website’s Subscribe page (in its footer, “News by e-mail”) is where families start.',
  confirmRemove: (email: string) => `Are you sure that you want to remove ${email}? Nothing more will be sent to it.`,
  waiting: 'waiting for the link to be followed',
  nextLetter: (at: Date, timeZone: string) => `The next letter goes ${momentText(at, timeZone)}.`,
  lastLetter: (letter: LetterRecord | null, timeZone: string) =>
    !letter
      ? 'No weekly letter has gone yet.'
      : letter.nothingNew
        ? `The last letter, due ${momentText(new Date(letter.at.seconds * 1000), timeZone)}, had nothing new, so none was sent.`
        : `The last letter went ${momentText(new Date(letter.at.seconds * 1000), timeZone)} to ${letter.recipients} ${letter.recipients === 1 ? 'subscriber' : 'subscribers'}.`,
  nothingNew: 'As things stand, the next letter has nothing new in it, so it would not be sent.',
  staffMail: 'Your own e-mail as staff: the school inbox’s items waiting (at most once an hour) and each new enquiry.',
} as const;
