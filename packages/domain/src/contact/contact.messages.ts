import type { EnquirySource } from './enquiry.types';

/** Spec section 8: the contact forms' success text. */
export const CONTACT_SUCCESS = {
  sent: 'Email Sent Successfully!',
} as const;

/** Shown when the API answers without the enquiry it should have sent (worded like spec section 8's others). */
export const ENQUIRY_MISSING = 'Enquiry response is undefined';

/** What the API answers about enquiries beyond success. */
export const ENQUIRY_TEXTS = {
  /** Instead of the spec's "Email Sent Successfully!" when the mail server could not take the mail (yet): nothing is lost. */
  mailDelayed:
    'Thank you! Your message is saved and the school office will see it. Our e-mail to the office is delayed; it will be sent automatically as soon as our mail server is back.',
  notFound: 'This enquiry no longer exists. Please reload the list.',
  captchaUsed: 'This Captcha was already used. Please complete the Captcha again.',
} as const;

/** The text to show for a contact form's answer: the spec's success text only when the mail really went out. */
export const contactAnswerText = (answer: { mailed: boolean }): string => (answer.mailed ? CONTACT_SUCCESS.sent : ENQUIRY_TEXTS.mailDelayed);

/** The office's copy of an enquiry. */
export const ENQUIRY_MAIL = {
  subject: (name: string) => `Website enquiry from ${name}`,
  intro: (source: EnquirySource, schoolName: string) =>
    `A new enquiry came in through ${source === 'faq' ? 'the FAQ page' : 'the contact page'} of the ${schoolName} website.`,
  labels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
  replyHint: (name: string, id: string) => `Reply to this mail to answer ${name} directly. Enquiry id: ${id}`,
} as const;

/** The staff console's banner after an enquiry is marked handled, or put back on the to-do list. */
export const ENQUIRY_SUCCESS = {
  handled: 'Enquiry marked as handled',
  reopened: 'Enquiry marked as not handled yet',
} as const;
