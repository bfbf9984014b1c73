import { z } from 'zod';
import { isHttpUrl } from '../short-urls/short-url.rules';
import { CALENDAR_AUDIENCES, CALENDAR_KINDS } from './calendar.types';
import { CALENDAR_YEARS, eventDays, MAX_EVENT_DAYS, MAX_SKIPPED_DATES, SERIES_LOOKAHEAD_YEARS } from './calendar.rules';
import { isKeptRepeatRule } from './repeat';
import { isTimeZone, isWallTime } from './zoned-time';

export const CALENDAR_MESSAGES = {
  title: 'Please give the event a title',
  titleLength: 'Please keep the title under 120 characters',
  description: 'Please keep the text under 2,000 characters',
  place: 'Please keep the place under 200 characters',
  audience: `Please choose who the event is for: ${CALENDAR_AUDIENCES.join(', ')}`,
  kind: `Please choose the kind of event: ${CALENDAR_KINDS.join(', ')}`,
  allDay: 'Please say whether the event lasts all day (true or false)',
  start: 'Please choose when the event starts, like 2027-03-09T18:00',
  end: 'Please choose when the event ends, like 2027-03-09T19:30',
  startDay: 'Please choose the first day, like 2027-03-09',
  endDay: 'Please choose the last day, like 2027-03-09',
  endBeforeStart: 'The event must end after it starts',
  years: `Please choose dates between ${CALENDAR_YEARS.first} and ${CALENDAR_YEARS.last}`,
  tooLong: `An event can last at most ${MAX_EVENT_DAYS} days`,
  noDates: `This series has no date in the ${SERIES_LOOKAHEAD_YEARS} years after it starts. Please check how it repeats.`,
  timeZone: 'Please choose a time zone by its name, like America/Chicago',
  repeat: 'Please choose how the event repeats (daily, weekly, monthly or yearly)',
  skippedDate: 'Each skipped date must be a day, like 2027-04-07',
  linkUrl: 'The link must be a full web address starting with http:// or https://',
  id: 'Please say which event this is about (id is missing)',
  date: 'Please say which date of the series, like 2027-04-07',
  nothingToChange: 'Please change at least one field',
  ics: 'Please choose an .ics calendar file to import',
  icsSize: 'That file is too large to import (at most 900 KB)',
  page: 'Please ask for a page number of 1 or more',
  pageSize: 'Please ask for 1 to 50 events a page',
  when: 'Please ask for upcoming or past events',
} as const;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => value ?? '');

/** A yes/no as JSON or as a multipart field ("true"/"false"). */
const flag = (message: string) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: message }));

const link = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string({ error: CALENDAR_MESSAGES.linkUrl }).trim().max(2000, { error: CALENDAR_MESSAGES.linkUrl }).refine(isHttpUrl, { error: CALENDAR_MESSAGES.linkUrl }).nullable(),
);

const repeat = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string({ error: CALENDAR_MESSAGES.repeat }).trim().refine(isKeptRepeatRule, { error: CALENDAR_MESSAGES.repeat }).nullable(),
);

const day = (message: string) => z.string({ error: message }).trim().refine((value) => isWallTime(value, 'day'), { error: message });

const wallTime = (message: string) =>
  z.string({ error: message }).trim().refine((value) => isWallTime(value, 'time') || isWallTime(value, 'day'), { error: message });

const eventFields = {
  title: z.string({ error: CALENDAR_MESSAGES.title }).trim().min(1, { error: CALENDAR_MESSAGES.title }).max(120, { error: CALENDAR_MESSAGES.titleLength }),
  description: text(2000, CALENDAR_MESSAGES.description),
  place: text(200, CALENDAR_MESSAGES.place),
  audience: z.enum(CALENDAR_AUDIENCES, { error: CALENDAR_MESSAGES.audience }),
  kind: z.enum(CALENDAR_KINDS, { error: CALENDAR_MESSAGES.kind }),
  allDay: flag(CALENDAR_MESSAGES.allDay),
  start: wallTime(CALENDAR_MESSAGES.start),
  end: wallTime(CALENDAR_MESSAGES.end),
  timeZone: z.string({ error: CALENDAR_MESSAGES.timeZone }).trim().refine(isTimeZone, { error: CALENDAR_MESSAGES.timeZone }),
  repeat,
  skippedDates: z.array(day(CALENDAR_MESSAGES.skippedDate), { error: CALENDAR_MESSAGES.skippedDate }).max(MAX_SKIPPED_DATES, { error: CALENDAR_MESSAGES.skippedDate }),
  linkUrl: link,
};

/** The times of an event, checked together: days when all day, times otherwise, the end after the start. */
export interface EventTimes {
  allDay: boolean;
  start: string;
  end: string;
}

/**
 * The first problem with an event's times, or null when they fit together: days when all day, times otherwise,
 * the end after the start, within the years the calendar keeps and at most a year long (so every date of every
 * event can be worked out quickly, whatever a file or a form said).
 */
export function eventTimesProblem({ allDay, start, end }: EventTimes): string | null {
  if (allDay) {
    if (!isWallTime(start, 'day')) return CALENDAR_MESSAGES.startDay;
    if (!isWallTime(end, 'day')) return CALENDAR_MESSAGES.endDay;
    if (end < start) return CALENDAR_MESSAGES.endBeforeStart;
  } else {
    if (!isWallTime(start, 'time')) return CALENDAR_MESSAGES.start;
    if (!isWallTime(end, 'time')) return CALENDAR_MESSAGES.end;
    if (end <= start) return CALENDAR_MESSAGES.endBeforeStart;
  }
  const inYears = (text: string) => Number(text.slice(0, 4)) >= CALENDAR_YEARS.first && Number(text.slice(0, 4)) <= CALENDAR_YEARS.last;
  if (!inYears(start) || !inYears(end)) return CALENDAR_MESSAGES.years;
  return eventDays({ allDay, start, end }) > MAX_EVENT_DAYS ? CALENDAR_MESSAGES.tooLong : null;
}

/**
 * POST /api/calendar/events (JSON, or multipart with the fields in `payload` and a picture under `image`).
 * Without a time zone the event is in the school's (site settings).
 */
export const createCalendarEventSchema = z
  .object({
    ...eventFields,
    audience: eventFields.audience.default('whole-school'),
    kind: eventFields.kind.default('event'),
    allDay: eventFields.allDay.default(false),
    timeZone: eventFields.timeZone.optional(),
    repeat: eventFields.repeat.optional().transform((value) => value ?? null),
    skippedDates: eventFields.skippedDates.default([]),
    linkUrl: eventFields.linkUrl.optional().transform((value) => value ?? null),
  })
  .superRefine((event, context) => {
    const problem = eventTimesProblem(event);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['end'] });
  });

/** PUT /api/calendar/events: the id plus what changes (the times are checked with the rest of the event on the server). */
export const updateCalendarEventSchema = z.object({
  id: z.string({ error: CALENDAR_MESSAGES.id }).trim().min(1, { error: CALENDAR_MESSAGES.id }).max(64, { error: CALENDAR_MESSAGES.id }),
  ...Object.fromEntries(Object.entries(eventFields).map(([name, schema]) => [name, schema.optional()])),
}) as z.ZodType<{ id: string } & Partial<z.output<z.ZodObject<typeof eventFields>>>, { id: string } & Partial<z.input<z.ZodObject<typeof eventFields>>>>;

const id = z.string({ error: CALENDAR_MESSAGES.id }).trim().min(1, { error: CALENDAR_MESSAGES.id }).max(64, { error: CALENDAR_MESSAGES.id });

/** DELETE /api/calendar/events: the whole event (every date of a series). */
export const deleteCalendarEventSchema = z.object({ id });

/** POST /api/calendar/events/skip: one date of a series comes off the calendar; the rest stays. */
export const skipOccurrenceSchema = z.object({ id, date: day(CALENDAR_MESSAGES.date) });

/** GET /events/:id.ics: every date of the event, or with `date` that date of a series alone. */
export const eventFileQuerySchema = z.object({ date: day(CALENDAR_MESSAGES.date).optional() });

/** The largest .ics text an import takes (the JSON body limit is 1 MB). */
export const MAX_ICS_CHARS = 900_000;

/** POST /api/calendar/import/preview and /api/calendar/import: the file's text, and who new events are for. */
export const importCalendarSchema = z.object({
  ics: z.string({ error: CALENDAR_MESSAGES.ics }).min(1, { error: CALENDAR_MESSAGES.ics }).max(MAX_ICS_CHARS, { error: CALENDAR_MESSAGES.icsSize }),
  audience: eventFields.audience.default('whole-school'),
  kind: eventFields.kind.default('event'),
});

/** The Events page's and the console's page size: the spec's Events page shows three at a time. */
export const EVENTS_PAGE_SIZE = 3;

/** GET /api/calendar/occurrences: a page of upcoming (earliest first) or past (latest first) occurrences, perhaps of one audience and kind. */
export const occurrencesQuerySchema = z.object({
  page: z.coerce.number({ error: CALENDAR_MESSAGES.page }).int({ error: CALENDAR_MESSAGES.page }).min(1, { error: CALENDAR_MESSAGES.page }).max(10_000, { error: CALENDAR_MESSAGES.page }).default(1),
  pageSize: z.coerce.number({ error: CALENDAR_MESSAGES.pageSize }).int({ error: CALENDAR_MESSAGES.pageSize }).min(1, { error: CALENDAR_MESSAGES.pageSize }).max(50, { error: CALENDAR_MESSAGES.pageSize }).default(EVENTS_PAGE_SIZE),
  when: z.enum(['upcoming', 'past'], { error: CALENDAR_MESSAGES.when }).default('upcoming'),
  audience: eventFields.audience.optional(),
  kind: eventFields.kind.optional(),
});

export type CreateCalendarEventInput = z.input<typeof createCalendarEventSchema>;
export type CreateCalendarEvent = z.output<typeof createCalendarEventSchema>;
export type UpdateCalendarEventInput = z.input<typeof updateCalendarEventSchema>;
export type UpdateCalendarEvent = z.output<typeof updateCalendarEventSchema>;
export type SkipOccurrence = z.output<typeof skipOccurrenceSchema>;
export type ImportCalendarInput = z.input<typeof importCalendarSchema>;
export type ImportCalendar = z.output<typeof importCalendarSchema>;
export type OccurrencesQueryInput = z.input<typeof occurrencesQuerySchema>;
export type OccurrencesQuery = z.output<typeof occurrencesQuerySchema>;
export type EventFileQuery = z.output<typeof eventFileQuerySchema>;
