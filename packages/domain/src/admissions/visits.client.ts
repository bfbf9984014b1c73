import type { ApiClient } from '../api/client';
import { routeTo, send } from '../api/client';
import {
  type BookVisitResponse,
  type CancelManagedBookingResponse,
  type CancelVisitTimeResponse,
  type CreateVisitTimesResponse,
  type GetManagedBookingResponse,
  type GetStaffVisitTimesResponse,
  type GetVisitBookingsResponse,
  type GetVisitTimesResponse,
  type MarkVisitBookingResponse,
  type MoveManagedBookingResponse,
  type UpdateVisitTimeResponse,
  VISIT_ROUTES,
} from './visits.contract';
import type { BookVisitInput, CreateVisitTimesInput, UpdateVisitTimeInput } from './visits.schema';
import type { VisitOutcome } from './visits.types';

/** The coming visit times with places left (anyone): the Book a visit page. */
export const getVisitTimes = (api: ApiClient) => send(() => api.get(VISIT_ROUTES.getVisitTimes).json<GetVisitTimesResponse>());

/** Staff: every time from `from` (a day; a month back when not given), cancelled ones too. */
export const getStaffVisitTimes = (api: ApiClient, from?: string) =>
  send(() => api.get(VISIT_ROUTES.getStaffVisitTimes, { searchParams: from ? { from } : {} }).json<GetStaffVisitTimesResponse>());

export const createVisitTimes = (api: ApiClient, times: CreateVisitTimesInput) =>
  send(() => api.post(VISIT_ROUTES.createVisitTimes, { json: times }).json<CreateVisitTimesResponse>());

export const updateVisitTime = (api: ApiClient, change: UpdateVisitTimeInput) =>
  send(() => api.put(VISIT_ROUTES.updateVisitTime, { json: change }).json<UpdateVisitTimeResponse>());

/** Staff: cancels a time; every family booked on it is mailed a link to choose another. */
export const cancelVisitTime = (api: ApiClient, id: string) => send(() => api.post(VISIT_ROUTES.cancelVisitTime, { json: { id } }).json<CancelVisitTimeResponse>());

export const getVisitBookings = (api: ApiClient, id: string) =>
  send(() => api.get(VISIT_ROUTES.getVisitBookings, { searchParams: { id } }).json<GetVisitBookingsResponse>());

export const markVisitBooking = (api: ApiClient, id: string, outcome: VisitOutcome) =>
  send(() => api.post(VISIT_ROUTES.markVisitBooking, { json: { id, outcome } }).json<MarkVisitBookingResponse>());

/** Staff: the bookings of one time, or of the times in a range of days, as CSV text. */
export const exportVisitBookings = (api: ApiClient, query: { visitId: string } | { from: string; to: string }) =>
  send(() => api.get(VISIT_ROUTES.exportVisitBookings, { searchParams: query }).text());

export const bookVisit = (api: ApiClient, booking: BookVisitInput) => send(() => api.post(VISIT_ROUTES.bookVisit, { json: booking }).json<BookVisitResponse>());

/** The booking a private link opens (no account needed). */
export const getManagedBooking = (api: ApiClient, token: string) =>
  send(() => api.get(routeTo(VISIT_ROUTES.getManagedBooking, { token })).json<GetManagedBookingResponse>());

export const moveManagedBooking = (api: ApiClient, token: string, visitId: string) =>
  send(() => api.post(VISIT_ROUTES.moveManagedBooking, { json: { token, visitId } }).json<MoveManagedBookingResponse>());

export const cancelManagedBooking = (api: ApiClient, token: string) =>
  send(() => api.post(VISIT_ROUTES.cancelManagedBooking, { json: { token } }).json<CancelManagedBookingResponse>());
