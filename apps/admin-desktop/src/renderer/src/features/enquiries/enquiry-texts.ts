import type { EnquirySource } from '@trailside/domain/contact/enquiry.types';

export const SOURCE_LABELS: Record<EnquirySource, string> = {
  contact: 'The contact page',
  faq: 'The FAQ page',
};

export const ENQUIRY_VIEW_TEXTS = {
  intro: "Messages sent from the website's contact and FAQ forms, newest first, so nobody waits long for an answer.",
  empty: 'No enquiries yet. Messages from the contact page and the FAQ page appear here as soon as families send them.',
  /** "3 enquiries, 1 unread"; narrowed, it says by what: "2 waiting enquiries matching “Rosa”, 1 unread". */
  listHeading: (total: number, unread: number, { search = '', waiting = false } = {}) =>
    `${total} ${waiting ? 'waiting ' : ''}${total === 1 ? 'enquiry' : 'enquiries'}${search ? ` matching “${search}”` : ''}, ${unread} unread`,
  waitingOnly: 'Waiting for an answer only',
  noneMatch: ({ search = '', waiting = false }) =>
    !search
      ? 'Nothing is waiting for an answer: every enquiry has been handled.'
      : `No enquiry${waiting ? ' waiting for an answer' : ''} has these words. Try a name, an e-mail address or one word of the message.`,
  unread: 'Unread',
  handled: 'Handled',
  detailHeading: (name: string) => `Enquiry from ${name}`,
  noneOpenHeading: 'No enquiry open',
  noneOpen: 'Choose an enquiry from the list to read it. Opening it marks it read.',
  handledStatus: 'Handled',
  openStatus: 'Waiting for an answer',
  notMailed: 'The e-mail copy to the office did not go out; this list is the only copy.',
  reply: 'Reply by e-mail',
  markHandled: 'Mark handled',
  markOpen: 'Mark not handled',
  markUnread: 'Mark unread',
} as const;
