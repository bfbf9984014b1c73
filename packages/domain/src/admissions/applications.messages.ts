import { readableBytes } from '../api/upload-messages';
import { MAX_APPLICATION_CHILDREN, MAX_APPLICATION_DOCUMENTS, MAX_DOCUMENT_BYTES } from './applications.rules';

/** What the apply form and the API say of each field (the API names the field; the form shows it beside it). */
export const APPLICATION_MESSAGES = {
  guardianName: "Please enter your name",
  guardianEmail: 'Please enter your email',
  guardianPhone: 'Please enter your phone number',
  secondGuardianName: "Please enter the second parent or carer's name, or leave all three of their fields empty",
  secondGuardianEmail: "Please enter the second parent or carer's email, or leave all three of their fields empty",
  secondGuardianSameEmail: 'The second parent or carer needs an email address of their own',
  children: `Please tell us about each child applying: at least one, and at most ${MAX_APPLICATION_CHILDREN}`,
  firstName: "Please enter the child's first name",
  lastName: "Please enter the child's last name",
  dateOfBirth: "Please enter the child's date of birth, like 2019-04-23",
  dateOfBirthRange: 'Please check the date of birth: we take children from about three to fourteen years old',
  level: 'Please choose the class: Primary K-2, Secondary 3-5 or Middle 6-8',
  startTerm: 'Please choose when the child would start',
  startTermClosed: 'That start is no longer open for applications. Please choose one of the starts the form lists',
  previousSchool: 'Please shorten the previous school to 120 characters',
  note: 'Please shorten the note to 2,000 characters',
} as const;

/** What the API answers about the documents sent with an application, and what the form says before sending. */
export const DOCUMENT_MESSAGES = {
  notTaken: 'That file is not a document we can take. Please send a PDF, or a picture in PNG or JPG. Nothing was saved.',
  tooLarge: `That document is too large: each one must be under ${readableBytes(MAX_DOCUMENT_BYTES)}. Please send a smaller copy. Nothing was saved.`,
  tooMany: `Please send at most ${MAX_APPLICATION_DOCUMENTS} documents.`,
  notStored: "The school's server could not store the documents. Nothing was saved. Please try again later or tell the office.",
} as const;

export const APPLICATION_TEXTS = {
  /** The answer to an application sent: nothing is shown to staff until the link is opened. */
  received: 'Thank you! Your application is saved. Please open the link we have just e-mailed you to confirm your address: the office sees your application once you do.',
  /** The same, for a signed-in guardian whose account's address is already verified. */
  receivedVerified: 'Thank you! Your application is with the office. We have e-mailed you a link to follow it at any time.',
  /** A wrong, guessed or missing link, and an application id staff asked for that is not there: the same 404. */
  notFound: 'We could not find that application. Please use the link from our e-mail exactly as it came.',
  documentNotFound: 'We could not find that document.',
  confirmed: 'Thank you: your e-mail address is confirmed and your application is with the office.',
  status: 'Here is where your application stands.',
  noteAdded: 'The note is on the family’s timeline.',
  note: 'Please write the note (up to 2,000 characters)',
} as const;

/** The mail with the private link. It names nobody: until the address is proved, nothing typed rides on the school's mail. */
export const APPLICATION_MAIL = {
  subject: 'Please confirm your application to Trailside Montessori K-8',
  greeting: 'Hello,',
  body: 'Thank you for applying. Please confirm this is your e-mail address: the office sees your application once you do. The same link shows where your application stands at any time.',
  button: 'Confirm and see my application',
  keep: 'Keep this e-mail: the link is your own, and works without an account. If you did not apply, you can ignore it.',
} as const;
