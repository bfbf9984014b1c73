import type { EnquirySource } from '@trailside/domain/contact/enquiry.types';

export const SOURCE_LABELS: Record<EnquirySource, string> = {
  contact: 'The contact page',
  faq: 'The FAQ page',
};

export const ENQUIRY_VIEW_TEXTS = {
  intro: "Messages sent from the website's contact and FAQ forms, newest first, so nobody waits long for an answer.",
  empty: 'No enquiries yet. Messages from the contact page and the FAQ page appear here as soon as families send them.',
  listHeading: (total: number, unread: number) => `${total} ${total === 1 ? 'enquiry' : 'enquiries'}, ${unread} unread`,
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
