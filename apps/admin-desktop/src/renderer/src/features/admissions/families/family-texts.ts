import { LEVEL_NAMES, type Level, startTermName } from '@trailside/domain/admissions/admissions.types';
import type { FamilyEventKind } from '@trailside/domain/admissions/admissions.types';

export const FAMILIES_INTRO = 'Every family from first enquiry to first day: find one by name or e-mail, narrow the board by stage, level and start term, and open a family for its timeline.';
export const FAMILY_INTRO = 'Guardians, students and everything that happened, newest first. Notes, edits, stage moves and merges go in the Activity log.';

/** How a timeline line's kind reads beside it. */
export const EVENT_KIND_LABELS: Record<FamilyEventKind, string> = {
  enquiry: 'Enquiry',
  visit: 'Visit',
  application: 'Application',
  mail: 'Mail sent',
  stage: 'Stage',
  note: 'Note',
  offer: 'Offer',
  agreement: 'Agreement',
  merge: 'Merged',
};

export const FAMILY_VIEW_TEXTS = {
  empty: 'No family is on the board yet. Families appear here as they enquire, book a visit or apply.',
  noneMatch: 'No family matches. Try another stage, level, term or search.',
  listHeading: (total: number) => `${total} ${total === 1 ? 'family' : 'families'}`,
  noStudents: 'No child named yet',
  notGiven: 'not given',
  studentCounts: 'Students by stage',
  noTimeline: 'Nothing on the timeline yet.',
  mergeSearch: 'Find the family that is the same household',
  mergeNone: 'No other family matches.',
} as const;

export const levelText = (level: Level | null) => (level ? LEVEL_NAMES[level] : 'Level not given');
export const termText = (term: string | null) => (term ? `starts ${startTermName(term)}` : 'start term not given');
