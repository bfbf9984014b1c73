import type { Stage } from './admissions.types';

/** What the API answers about families beyond success. */
export const FAMILY_ERRORS = {
  notFound: 'We could not find that family. It may have been merged into another one: please reload the board.',
  guardianNotFound: 'We could not find that guardian in this family. Please reload the family.',
  studentNotFound: 'We could not find that student in this family. Please reload the family.',
  mergeSelf: 'Please choose another family to merge: a family cannot be merged into itself.',
  guardianTaken: 'A guardian with that e-mail address is already in this family.',
  childAccount: "That account is not a child's account of this family's guardians. Please choose one from the list.",
  /** My family: a student who is not the signed-in guardian's (or no longer there) is answered as if it did not exist. */
  myStudentNotFound: 'We could not find that child in your family. Please reload the page.',
  noFamily: 'There is no family on record for your account yet.',
} as const;

export const FAMILY_SUCCESS = {
  familyAdded: 'Family added',
  noteAdded: 'Note added to the timeline',
  familySaved: 'Family saved',
  guardianSaved: 'Guardian saved',
  guardianAdded: 'Guardian added',
  studentSaved: 'Student saved',
  studentAdded: 'Student added',
  stageMoved: 'Stage moved',
  merged: 'Families merged',
  myDetailsSaved: 'Thank you, your details are saved',
  myChildSaved: 'Thank you, the details are saved',
} as const;

/** Where a child stands, in the words a family reads on My family (staff read STAGE_NAMES). */
export const STAGE_FOR_FAMILIES: Record<Stage, string> = {
  enquiry: 'You have been in touch with us',
  'visit-booked': 'Your visit is booked',
  visited: 'You have visited the school',
  applied: 'Your application is with us',
  'waiting-list': 'On the waiting list',
  offered: 'Offered a place',
  enrolled: 'Enrolled',
  declined: 'Not joining us this time',
  closed: 'No longer in admissions',
};

/** Said beside what a family cannot change themselves on My family. */
export const ASK_THE_OFFICE = 'Ask the school office to change this: we are happy to help.';

/** The staff's merge confirmation: what moves, and that it cannot be undone. */
export function mergeConfirmation(from: { name: string; guardians: number; students: number }, into: { name: string }): string {
  const people = [plural(from.guardians, 'guardian'), plural(from.students, 'student')].join(' and ');
  return (
    `${from.name} will join ${into.name}: its ${people}, its timeline, and every visit, application and offer it has move across; ` +
    `a guardian in both families is kept once. ${from.name} is then gone, and this cannot be undone.`
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
