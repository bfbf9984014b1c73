/**
 * The family record admissions runs on (issue 41), and tuition and consents will later build on: a family (household)
 * has guardians and students; each student moves through the admissions stages, and their status follows.
 */

/** The school's three levels (spec: "classes are Primary K-2, Secondary 3-5, Middle 6-8"). */
export const LEVELS = ['primary', 'secondary', 'middle'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_NAMES: Record<Level, string> = {
  primary: 'Primary K-2',
  secondary: 'Secondary 3-5',
  middle: 'Middle 6-8',
};

/** Where a student stands with the school, for everyone who reads the record later (tuition, consents). */
export const STUDENT_STATUSES = ['enquiring', 'applicant', 'offered', 'enrolled', 'waiting', 'withdrawn', 'alumni'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const STUDENT_STATUS_NAMES: Record<StudentStatus, string> = {
  enquiring: 'Enquiring',
  applicant: 'Applicant',
  offered: 'Offered a place',
  enrolled: 'Enrolled',
  waiting: 'Waiting',
  withdrawn: 'Withdrawn',
  alumni: 'Alumni',
};

/** How far a student's admission has come, in the order a family usually goes. */
export const STAGES = ['enquiry', 'visit-booked', 'visited', 'applied', 'waiting-list', 'offered', 'enrolled', 'declined', 'closed'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_NAMES: Record<Stage, string> = {
  enquiry: 'Enquiry',
  'visit-booked': 'Visit booked',
  visited: 'Visited',
  applied: 'Applied',
  'waiting-list': 'Waiting list',
  offered: 'Offered',
  enrolled: 'Enrolled',
  declined: 'Declined',
  closed: 'Closed',
};

/** The status a stage puts a student in: one rule, so the two never disagree. */
export const STATUS_OF_STAGE: Record<Stage, StudentStatus> = {
  enquiry: 'enquiring',
  'visit-booked': 'enquiring',
  visited: 'enquiring',
  applied: 'applicant',
  'waiting-list': 'waiting',
  offered: 'offered',
  enrolled: 'enrolled',
  declined: 'withdrawn',
  closed: 'withdrawn',
};

/**
 * Whether a step the family took on its own (a visit booked, a visit made) moves a student forward: only from an
 * earlier open stage, so booking a visit never takes an applicant back to "visit booked".
 */
export function isStepForward(from: Stage, to: Stage): boolean {
  const open: readonly Stage[] = ['enquiry', 'visit-booked', 'visited', 'applied'];
  return open.includes(from) && STAGES.indexOf(to) > STAGES.indexOf(from);
}

/** What a line on a family's timeline is about. */
export const FAMILY_EVENT_KINDS = ['enquiry', 'visit', 'application', 'mail', 'stage', 'note', 'offer', 'agreement', 'merge'] as const;
export type FamilyEventKind = (typeof FAMILY_EVENT_KINDS)[number];

/** A start term is the month school starts for the child, "YYYY-MM". */
export type StartTerm = `${number}-${number}`;
const START_TERM = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isStartTerm = (value: string): value is StartTerm => START_TERM.test(value);

/** The months a school year or a term begins: September, and January for families joining mid-year. */
const START_MONTHS = [1, 9];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "September 2027" for "2027-09". */
export function startTermName(term: string): string {
  const match = START_TERM.exec(term);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : term;
}

/**
 * The terms a family can apply for, from the school's today ("YYYY-MM-DD"): the next `count` starts after this
 * month, so a family applying in November sees January, September and the January after.
 */
export function startTermsFrom(today: string, count = 4): StartTerm[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const terms: StartTerm[] = [];
  while (terms.length < count) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    if (START_MONTHS.includes(month)) terms.push(`${year}-${String(month).padStart(2, '0')}` as StartTerm);
  }
  return terms;
}
