import { z } from 'zod';
import { isWallTime } from '../calendar/zoned-time';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { VISIT_MESSAGES } from './visits.messages';
import { VISIT_MINUTES, VISIT_PLACES_MAX, VISIT_SERIES_MAX_WEEKS } from './visits.rules';
import { VISIT_KINDS, VISIT_OUTCOMES } from './visits.types';

const id = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });
const day = (message: string) => z.string({ error: message }).trim().refine((value) => isWallTime(value, 'day'), { error: message });
const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const note = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string({ error: VISIT_MESSAGES.note }).trim().max(500, { error: VISIT_MESSAGES.note }).nullable(),
);

const timeFields = {
  date: day(VISIT_MESSAGES.date),
  time: z.string({ error: VISIT_MESSAGES.time }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: VISIT_MESSAGES.time }),
  minutes: wholeNumber(VISIT_MINUTES.min, VISIT_MINUTES.max, VISIT_MESSAGES.minutes),
  kind: z.enum(VISIT_KINDS, { error: VISIT_MESSAGES.kind }),
  places: wholeNumber(1, VISIT_PLACES_MAX, VISIT_MESSAGES.places),
  note,
};

/** POST /api/visits (staff): one time, or the same time weekly for `weeks` weeks (1 when not given). */
export const createVisitTimesSchema = z.object({
  ...timeFields,
  note: note.optional().transform((value) => value ?? null),
  weeks: wholeNumber(1, VISIT_SERIES_MAX_WEEKS, VISIT_MESSAGES.weeks).default(1),
});
export type CreateVisitTimesInput = z.input<typeof createVisitTimesSchema>;
export type CreateVisitTimes = z.output<typeof createVisitTimesSchema>;

/** PUT /api/visits (staff): the id and what changes. */
export const updateVisitTimeSchema = z
  .object({
    id: id(VISIT_MESSAGES.id),
    date: timeFields.date.optional(),
    time: timeFields.time.optional(),
    minutes: timeFields.minutes.optional(),
    kind: timeFields.kind.optional(),
    places: timeFields.places.optional(),
    note: note.optional(),
  })
  .refine(({ id: _id, ...change }) => Object.values(change).some((value) => value !== undefined), { error: VISIT_MESSAGES.nothingToChange });
export type UpdateVisitTimeInput = z.input<typeof updateVisitTimeSchema>;
export type UpdateVisitTime = z.output<typeof updateVisitTimeSchema>;

/** POST /api/visits/cancel (staff), GET /api/visits/bookings (staff): which time. */
export const visitIdSchema = z.object({ id: id(VISIT_MESSAGES.id) });

/** GET /api/visits/all (staff): the times from a day on (a month back when not given). */
export const staffVisitsQuerySchema = z.object({ from: day(VISIT_MESSAGES.from).optional() });

/** GET /api/visits/bookings.csv (staff): one time's bookings, or those of the times in a range of days. */
export const visitBookingsExportSchema = z
  .object({ visitId: id(VISIT_MESSAGES.id).optional(), from: day(VISIT_MESSAGES.from).optional(), to: day(VISIT_MESSAGES.to).optional() })
  .refine((query) => (query.visitId ? !query.from && !query.to : query.from !== undefined && query.to !== undefined && query.from <= query.to), {
    error: VISIT_MESSAGES.range,
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) <= 366 * 86_400_000, { error: VISIT_MESSAGES.range });
export type VisitBookingsExport = z.output<typeof visitBookingsExportSchema>;

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: FIELD_MESSAGES.tooLong });

/** POST /api/visits/bookings: a family books a time; `altcha` unless signed in and booking for their own address. */
export const bookVisitSchema = z.object({
  visitId: id(VISIT_MESSAGES.id),
  name: requiredText(VISIT_MESSAGES.name, 100),
  email: requiredText(VISIT_MESSAGES.email, 254)
    .pipe(z.email({ error: FIELD_MESSAGES.emailFormat }))
    .transform((email) => email.toLowerCase()),
  phone: requiredText(VISIT_MESSAGES.phone, 40),
  child: requiredText(VISIT_MESSAGES.child, 60),
  note: z
    .string({ error: VISIT_MESSAGES.bookingNote })
    .trim()
    .max(1000, { error: VISIT_MESSAGES.bookingNote })
    .nullish()
    .transform((value) => value || null),
  altcha: z.string().trim().max(20_000).optional(),
});
export type BookVisitInput = z.input<typeof bookVisitSchema>;
export type BookVisit = z.output<typeof bookVisitSchema>;

const token = z.string({ error: VISIT_MESSAGES.token }).trim().min(16, { error: VISIT_MESSAGES.token }).max(200, { error: VISIT_MESSAGES.token });

/** GET /api/visits/bookings/:token: the private link's own booking. */
export const visitTokenSchema = z.object({ token });

/** POST /api/visits/bookings/move: the private link's booking to another time with places. */
export const moveVisitBookingSchema = z.object({ token, visitId: id(VISIT_MESSAGES.id) });
export type MoveVisitBooking = z.output<typeof moveVisitBookingSchema>;

/** POST /api/visits/bookings/mark (staff): what became of a booking. */
export const markVisitBookingSchema = z.object({ id: id(VISIT_MESSAGES.bookingId), outcome: z.enum(VISIT_OUTCOMES, { error: VISIT_MESSAGES.outcome }) });
export type MarkVisitBooking = z.output<typeof markVisitBookingSchema>;
