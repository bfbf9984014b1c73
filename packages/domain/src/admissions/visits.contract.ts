import type { Envelope } from '../api/envelope';
import type { ManagedVisitBooking, PublicVisitTime, VisitBooking, VisitTime } from './visits.types';

/** Paths under /api, named after the client functions that call them. */
export const VISIT_ROUTES = {
  getVisitTimes: 'visits',
  getStaffVisitTimes: 'visits/all',
  createVisitTimes: 'visits',
  updateVisitTime: 'visits',
  cancelVisitTime: 'visits/cancel',
  getVisitBookings: 'visits/bookings',
  bookVisit: 'visits/bookings',
  markVisitBooking: 'visits/bookings/mark',
  exportVisitBookings: 'visits/bookings.csv',
  getManagedBooking: 'visits/manage/:token',
  moveManagedBooking: 'visits/manage/move',
  cancelManagedBooking: 'visits/manage/cancel',
} as const;

/** GET /api/visits: the coming times, with the places left. */
export type GetVisitTimesResponse = Envelope<'visits', PublicVisitTime[]>;
/** GET /api/visits/all (staff). */
export type GetStaffVisitTimesResponse = Envelope<'visits', VisitTime[]>;
/** POST /api/visits (staff): the time, or each time of the weekly series. */
export type CreateVisitTimesResponse = Envelope<'visits', VisitTime[]>;
export type UpdateVisitTimeResponse = Envelope<'visit', VisitTime>;
export type CancelVisitTimeResponse = Envelope<'visit', VisitTime> & { mailed: number };
/** GET /api/visits/bookings?id= (staff): a time's bookings, in the order they came. */
export type GetVisitBookingsResponse = Envelope<'bookings', VisitBooking[]>;
export type MarkVisitBookingResponse = Envelope<'booking', VisitBooking>;
/** POST /api/visits/bookings: what the family needs to see next (the time); the rest is in their mail. */
export type BookVisitResponse = { success: true; message: string; visit: PublicVisitTime };
export type GetManagedBookingResponse = ManagedVisitBooking;
export type MoveManagedBookingResponse = ManagedVisitBooking & { message: string };
export type CancelManagedBookingResponse = ManagedVisitBooking & { message: string };
