import type { ApiClient } from '../api/client';
import { multipartPayload, requireEntity, routeTo, send } from '../api/client';
import { searchParamsOf } from '../pagination/list-query';
import {
  CALENDAR_ROUTES,
  type CreateCalendarEventResponse,
  type DeleteCalendarEventResponse,
  type GetCalendarEventResponse,
  type GetCalendarEventsResponse,
  type GetOccurrencesResponse,
  type ImportCalendarResponse,
  type SkipOccurrenceResponse,
  type UpdateCalendarEventResponse,
} from './calendar.contract';
import { CALENDAR_ERRORS } from './calendar.messages';
import type { CreateCalendarEventInput, ImportCalendarInput, OccurrencesQueryInput, UpdateCalendarEventInput } from './calendar.schema';

const withEvent = requireEntity('event', CALENDAR_ERRORS.notFound);

/** A page of upcoming (or past) occurrences, perhaps of one audience and kind. */
export const getOccurrences = (api: ApiClient, query: OccurrencesQueryInput = {}) =>
  send(() => api.get(CALENDAR_ROUTES.getOccurrences, { searchParams: searchParamsOf(query) }).json<GetOccurrencesResponse>());

/** Staff: every event and series as stored. */
export const getCalendarEvents = (api: ApiClient) => send(() => api.get(CALENDAR_ROUTES.getCalendarEvents).json<GetCalendarEventsResponse>());

/** One event with its next occurrences (the shareable page of an event). */
export const getCalendarEvent = (api: ApiClient, id: string) =>
  send(() => api.get(routeTo(CALENDAR_ROUTES.getCalendarEvent, { id })).json<GetCalendarEventResponse>()).then(withEvent);

/** A picture goes as multipart (the fields as a JSON `payload`, the picture under `image`); without one, JSON. */
const bodyOf = (fields: unknown, image?: Blob | null) => (image ? { body: multipartPayload(fields, { image }) } : { json: fields });

export const createCalendarEvent = (api: ApiClient, event: CreateCalendarEventInput, image?: Blob | null) =>
  send(() => api.post(CALENDAR_ROUTES.createCalendarEvent, bodyOf(event, image)).json<CreateCalendarEventResponse>()).then(withEvent);

export const updateCalendarEvent = (api: ApiClient, change: UpdateCalendarEventInput, image?: Blob | null) =>
  send(() => api.put(CALENDAR_ROUTES.updateCalendarEvent, bodyOf(change, image)).json<UpdateCalendarEventResponse>()).then(withEvent);

/** Deletes the event: every date of a series. */
export const deleteCalendarEvent = (api: ApiClient, id: string) =>
  send(() => api.delete(CALENDAR_ROUTES.deleteCalendarEvent, { json: { id } }).json<DeleteCalendarEventResponse>()).then(withEvent);

/** Takes one date of a series off the calendar; the other dates stay. */
export const skipOccurrence = (api: ApiClient, id: string, date: string) =>
  send(() => api.post(CALENDAR_ROUTES.skipOccurrence, { json: { id, date } }).json<SkipOccurrenceResponse>()).then(withEvent);

/** What importing an .ics file would do: nothing is saved. */
export const previewCalendarImport = (api: ApiClient, input: ImportCalendarInput) =>
  send(() => api.post(CALENDAR_ROUTES.previewCalendarImport, { json: input }).json<ImportCalendarResponse>());

/** Imports an .ics file: new events are added, changed ones updated, unchanged ones left alone. */
export const importCalendar = (api: ApiClient, input: ImportCalendarInput) =>
  send(() => api.post(CALENDAR_ROUTES.importCalendar, { json: input }).json<ImportCalendarResponse>());
