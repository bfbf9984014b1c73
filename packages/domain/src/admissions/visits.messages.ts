import { VISIT_KINDS } from './visits.types';
import { VISIT_MINUTES, VISIT_PLACES_MAX, VISIT_SERIES_MAX_WEEKS } from './visits.rules';

/** Validation texts of the visit forms (staff's times, families' bookings). */
export const VISIT_MESSAGES = {
  date: 'Please choose the day of the visit, like 2027-03-09',
  time: 'Please choose the start time on the school clock, like 09:30',
  minutes: `Please give the length in minutes, from ${VISIT_MINUTES.min} to ${VISIT_MINUTES.max}`,
  kind: `Please choose the kind of visit: ${VISIT_KINDS.join(', ')}`,
  places: `Please give the number of places, from 1 to ${VISIT_PLACES_MAX}`,
  note: 'Please keep the note under 500 characters',
  weeks: `Please repeat weekly for 1 to ${VISIT_SERIES_MAX_WEEKS} weeks`,
  id: 'Please say which visit time this is about (id is missing)',
  bookingId: 'Please say which booking this is about (id is missing)',
  outcome: 'Please mark the booking attended or no-show',
  nothingToChange: 'Please change at least one field',
  name: 'Please enter your name',
  email: 'Please enter your email',
  phone: 'Please enter your phone number',
  child: "Please tell us your child's age or grade",
  bookingNote: 'Please keep the note under 1,000 characters',
  token: 'This link is incomplete. Please open the link from your email again.',
  from: 'Please give the first day as YYYY-MM-DD',
  to: 'Please give the last day as YYYY-MM-DD',
  range: 'Please ask for a time or a range of days (from and to), at most a year long',
} as const;

/** The clear answers a family or staff member can act on. */
export const VISIT_ERRORS = {
  notFound: 'We could not find that visit time. It may have been cancelled or already passed.',
  full: 'Sorry, this time has just filled up. Please choose another time on the Book a visit page.',
  past: 'Please choose a day and time still to come.',
  passed: 'This visit time has already started, so it can no longer be booked or changed.',
  cancelled: 'The school has cancelled this visit time. Please choose another time on the Book a visit page.',
  alreadyCancelled: 'This visit time is already cancelled.',
  bookingNotFound: 'We could not find that booking. Please open the link from your email again.',
  bookingCancelled: 'This booking is cancelled. You are welcome to book another time on the Book a visit page.',
  sameTime: 'Your booking is already for this time.',
  placesBelowBooked: (booked: number) => `${booked} places are booked already, so the time needs at least ${booked} places.`,
  timeHasBookings: 'Families have booked this time, so its day and hour stay as they are. Cancel it instead: they are told and can choose another.',
  notMarkable: 'Only a booking that was not cancelled can be marked attended or no-show.',
  tooManyMails: 'We have already sent several e-mails to this address today. Please try again tomorrow, or call the office to book.',
} as const;

export const VISIT_SUCCESS = {
  published: (count: number) => (count === 1 ? 'Visit time published' : `${count} visit times published`),
  updated: 'Visit time saved',
  cancelled: 'Visit time cancelled: every family booked on it is told by e-mail',
  marked: 'Booking marked',
  booked: 'Your visit is booked. We have sent a confirmation to your e-mail.',
  moved: 'Your visit is moved. We have sent a new confirmation to your e-mail.',
  bookingCancelled: 'Your booking is cancelled. We hope to see you another time.',
} as const;

/** A family cancelling their own booking from the private link. */
export const VISIT_CONFIRM_CANCEL_BOOKING = 'Cancel your visit? Your place goes to another family; you are welcome to book again any time.';

export const VISIT_CONFIRM_CANCEL = 'Cancel this visit time? Every family booked on it gets an e-mail with a link to choose another.';

/** The mails of a booking. Their subjects are fixed: a mail about one's own booking carries no unsubscribe link. */
export const VISIT_MAIL = {
  confirmation: {
    subject: 'Your visit to our school is booked',
    heading: 'We look forward to meeting you',
    intro: 'Thank you for booking a visit. Here is when it is:',
    calendar: 'The invitation attached adds it to your calendar.',
    manage: 'See, move or cancel your booking',
    manageNote: 'This link is yours alone: with it you can move or cancel your visit without an account.',
  },
  reminder: {
    subject: 'A reminder: your visit to our school is tomorrow',
    heading: 'See you tomorrow',
    intro: 'A friendly reminder of your visit:',
    manage: 'See, move or cancel your booking',
  },
  /** The family cancelled with their link: the mail takes the visit out of their calendar too. */
  bookingCancelled: {
    subject: 'Your visit is cancelled',
    heading: 'Your visit is cancelled',
    intro: 'As you asked, we have cancelled your visit:',
    calendar: 'The attached update takes it out of your calendar.',
    again: 'If you would like to come another time, we would love to show you the school:',
    button: 'Choose another time',
  },
  timeCancelled: {
    subject: 'We had to cancel your visit time',
    heading: 'We are sorry to cancel your visit',
    intro: 'We are very sorry: we had to cancel the visit time you booked:',
    choose: 'We would still love to show you the school. Please choose another time that suits you:',
    button: 'Choose another time',
  },
} as const;
