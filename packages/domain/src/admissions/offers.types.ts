import type { Level } from './admissions.types';

/**
 * An offer of a place (issue 41): open until the family answers or its deadline passes. Open and accepted offers
 * hold a place of their list; a declined or lapsed one gives it back.
 */
export const OFFER_STATES = ['open', 'accepted', 'declined', 'lapsed'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_STATE_NAMES: Record<OfferState, string> = {
  open: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  lapsed: 'Lapsed',
};

/** The days a family has to answer unless staff say otherwise. */
export const DEFAULT_DAYS_TO_ANSWER = 7;

/** One student on a waiting list, for staff. */
export interface WaitingListEntry {
  studentId: string;
  familyId: string;
  familyName: string;
  studentName: string;
  /** 1-based, by waitingOrder. */
  place: number;
  sibling: boolean;
  /** When the application was complete (ISO 8601). */
  completedAt: string;
  /** Where staff moved the student, and why; null while the school's order places them. */
  moved: { place: number; reason: string; by: string } | null;
}

/** An offer as staff see it. */
export interface Offer {
  id: string;
  studentId: string;
  familyId: string;
  studentName: string;
  familyName: string;
  level: Level;
  startTerm: string;
  className: string;
  /** In dollars a month, from the class's fee. */
  monthlyTuition: number;
  /** "YYYY-MM-DD". */
  startDate: string;
  /** Words of the school's own ("$200, due on accepting"), or null. */
  deposit: string | null;
  /** ISO 8601: an open offer lapses then. */
  deadline: string;
  state: OfferState;
  offeredAt: string;
  answeredAt: string | null;
}

/** The family the console proposes for a place given back (an offer declined or lapsed): the first on the list. */
export interface OfferProposal {
  studentId: string;
  studentName: string;
  familyName: string;
  /** Why a place is free again: "Ada Okafor's offer lapsed". */
  because: string;
}

/** One list (a level and a start term) for the console. */
export interface WaitingList {
  level: Level;
  startTerm: string;
  places: number;
  siblingsFirst: boolean;
  /** Open and accepted offers, and students enrolled. */
  taken: number;
  left: number;
  entries: WaitingListEntry[];
  offers: Offer[];
  proposal: OfferProposal | null;
}

/** What the family's private link shows: their child's offer, with nothing of anyone else's. */
export type OfferForFamily = Pick<Offer, 'level' | 'startTerm' | 'className' | 'monthlyTuition' | 'startDate' | 'deposit' | 'deadline' | 'state'> & {
  studentFirstName: string;
};
