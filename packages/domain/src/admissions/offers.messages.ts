import { LEVEL_NAMES, type Level } from './admissions.types';
import { waitingListName } from './waiting-list.rules';

export const OFFER_ERRORS = {
  /** A wrong, guessed or old link: the same words (and the same 404) as an offer that does not exist. */
  notFound: 'We could not find that offer. Please check the link in your e-mail, or contact the school office.',
  studentNotFound: 'We could not find that student.',
  notApplied: (name: string) => `${name} can join the waiting list once their application is in (they are not at the Applied stage).`,
  noLevel: (name: string) => `Please set ${name}'s level and start term first: the waiting list is one per level and start term.`,
  notWaiting: (name: string) => `${name} is not on a waiting list, so there is nothing to move or offer.`,
  noPlaces: (list: string) => `There are no places left in ${list}. Add a place in the list's settings first, or wait for an answer to an offer.`,
  answered: 'This offer has been answered already, so it cannot change. Please contact the school office if something is wrong.',
  /** An acceptance the school cannot turn into an agreement yet (no guardian on file signs them): the family's words, not the staff's. */
  noAgreement: (phone: string) =>
    `Thank you for accepting! We could not prepare your enrolment agreement just yet, so your answer is not saved. The school office will be in touch to finish it with you, or please call us on ${phone}.`,
  lapsed: 'The time to answer this offer has passed. Please contact the school office: they will be glad to talk it over.',
} as const;

export const OFFER_SUCCESS = {
  /** "Ada Okafor is number 2 on the waiting list for Primary K-2, September 2027": staff see the place at once. */
  joined: (studentName: string, place: number, level: Level, startTerm: string) => `${studentName} is number ${place} on the waiting list for ${waitingListName(level, startTerm)}`,
  moved: 'Moved, and the reason is kept',
  settings: 'Waiting list settings saved',
  offered: 'Offer sent to every guardian of the family',
  accepted: 'Thank you! Your place is accepted. The school will send the enrolment agreement to sign next.',
  declined: 'Thank you for letting us know. The place goes to the next family waiting.',
} as const;

/** "You are number 3 on the waiting list for Primary K-2, September 2027" (issue 41's words). */
export const waitingPlaceText = (place: number, level: Level, startTerm: string) => `You are number ${place} on the waiting list for ${waitingListName(level, startTerm)}`;

/** The mails about an offer, to each guardian of the family. */
export const OFFER_MAIL = {
  subject: (firstName: string) => `A place at Trailside for ${firstName}`,
  offered: (firstName: string, level: Level, startDate: string) => `We are delighted to offer ${firstName} a place in ${LEVEL_NAMES[level]}, starting on ${startDate}.`,
  terms: (className: string, monthlyTuition: number, deposit: string | null) =>
    `Class: ${className}. Tuition: $${monthlyTuition} a month.${deposit ? ` Deposit: ${deposit}.` : ''}`,
  answerBy: (deadline: string) => `Please accept or decline by ${deadline}. After that the place goes to the next family waiting.`,
  button: 'Accept or decline the place',
  contact: 'Contact the school office',
  lapsedSubject: (firstName: string) => `The offer of a place for ${firstName} has lapsed`,
  lapsed: (firstName: string) =>
    `We did not hear from you in time, so the place we offered ${firstName} has gone to the next family waiting. If you would still like a place, please contact the school office: we will gladly talk it over.`,
} as const;
