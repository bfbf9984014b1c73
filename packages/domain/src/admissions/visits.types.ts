/** The kinds of visit the school offers, with the names families read. */
export const VISIT_KINDS = ['tour', 'observation', 'open-house'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export const VISIT_KIND_NAMES: Record<VisitKind, string> = {
  tour: 'School tour',
  observation: 'Classroom observation',
  'open-house': 'Open house',
};

/** A booking's state: booked (and coming), cancelled by the family, or, after the visit, what staff marked. */
export const VISIT_BOOKING_STATUSES = ['booked', 'cancelled', 'attended', 'no-show'] as const;
export type VisitBookingStatus = (typeof VISIT_BOOKING_STATUSES)[number];

/** What staff mark a booking as after the visit. */
export const VISIT_OUTCOMES = ['attended', 'no-show'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** A coming visit time as families see it on /visits. */
export interface PublicVisitTime {
  id: string;
  kind: VisitKind;
  /** The start on the school's clock, "2027-03-09T09:30". */
  start: string;
  /** The same moment as an ISO instant. */
  startsAt: string;
  minutes: number;
  placesLeft: number;
  note: string | null;
}

/** A visit time as staff see it: its places, how many are booked, and whether it was cancelled. */
export interface VisitTime extends PublicVisitTime {
  places: number;
  booked: number;
  /** The weekly series it was published in, if any. */
  seriesId: string | null;
  cancelledAt: string | null;
}

/** A family's booking, as staff see it. */
export interface VisitBooking {
  id: string;
  visitId: string;
  name: string;
  email: string;
  phone: string;
  /** The child's age or grade, as the family wrote it. */
  child: string;
  note: string | null;
  status: VisitBookingStatus;
  createdAt: string;
}

/** What the private link shows its holder: their booking and its time (and whether the school cancelled it). */
export interface ManagedVisitBooking {
  booking: Pick<VisitBooking, 'id' | 'name' | 'email' | 'phone' | 'child' | 'note' | 'status'>;
  visit: PublicVisitTime & { cancelled: boolean };
}
