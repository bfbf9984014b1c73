import { Body, Controller, Param, Query, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
} from '@trailside/domain/calendar/calendar.contract';
import {
  type CreateCalendarEvent,
  createCalendarEventSchema,
  deleteCalendarEventSchema,
  type ImportCalendar,
  importCalendarSchema,
  type OccurrencesQuery,
  occurrencesQuerySchema,
  type SkipOccurrence,
  skipOccurrenceSchema,
  type UpdateCalendarEvent,
  updateCalendarEventSchema,
} from '@trailside/domain/calendar/calendar.schema';
import { CALENDAR_AUDIT } from './calendar.audit';
import { SettingsService } from '../settings/settings.service';
import { CALENDAR_TAG, CalendarService } from './calendar.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

@ApiTags('calendar')
@Controller()
export class CalendarController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly settings: SettingsService,
  ) {}

  @Endpoint({
    method: 'GET', path: CALENDAR_ROUTES.getOccurrences, access: 'public', cache: { tags: [CALENDAR_TAG], sharedWithSignedIn: true },
    query: queryParams(occurrencesQuerySchema, {
      page: 'From 1, default 1.',
      pageSize: '1-50, default 3 (the Events page).',
      when: 'Upcoming (under way or to come, earliest first, two years ahead; default) or past (latest first, a year back).',
      audience: "That audience's events and the whole school's.",
      kind: 'Only events of this kind.',
    }),
    summary: 'A page of calendar occurrences (anyone)',
    description:
      'Each repeating series is expanded (RFC 5545, in its wall-clock time zone) into its dates, skipped dates left out. ' +
      'Response: { occurrences, page, pageCount, total, when }.',
  })
  occurrences(@Query() query: OccurrencesQuery): Promise<GetOccurrencesResponse> {
    return this.calendar.occurrences(query);
  }

  @Endpoint({
    method: 'GET', path: CALENDAR_ROUTES.getCalendarEvents, access: 'admin',
    summary: 'Every calendar event and series (staff)', description: 'Response: { events, timeZone } (the school\'s zone new events are made in).',
  })
  async events(): Promise<GetCalendarEventsResponse> {
    const [events, timeZone] = await Promise.all([this.calendar.all(), this.settings.timeZone()]);
    return { events, timeZone };
  }

  @Endpoint({
    method: 'GET', path: CALENDAR_ROUTES.getCalendarEvent, access: 'public', cache: { tags: [CALENDAR_TAG], sharedWithSignedIn: true },
    summary: 'One calendar event (anyone)', description: 'Response: { event, occurrences } (its next ten dates, or its last ten when it is over); 404 when unknown or deleted.',
  })
  one(@Param('id') id: string): Promise<GetCalendarEventResponse> {
    return this.calendar.one(id);
  }

  @Endpoint({
    method: 'POST', path: CALENDAR_ROUTES.createCalendarEvent, access: 'admin', invalidates: [CALENDAR_TAG], audit: CALENDAR_AUDIT.create,
    body: createCalendarEventSchema, upload: { picture: 'image' },
    summary: 'Add a calendar event or series (staff)',
    description:
      'JSON, or multipart with the fields (or a `payload` JSON field) and a picture under `image`. Fields: title, description?, place?, ' +
      'audience?, kind?, allDay?, start, end ("2027-03-09T18:00", or days when allDay, the last day included), timeZone? (default the ' +
      "school's), repeat? (an RFC 5545 RRULE value, daily or longer), skippedDates?, linkUrl?. Response: { event }.",
  })
  async create(@Body() input: CreateCalendarEvent, @UploadedFile() image?: Express.Multer.File): Promise<CreateCalendarEventResponse> {
    return { event: this.calendar.view(await this.calendar.create(input, image?.path)) };
  }

  @Endpoint({
    method: 'PUT', path: CALENDAR_ROUTES.updateCalendarEvent, access: 'admin', invalidates: [CALENDAR_TAG], audit: CALENDAR_AUDIT.update,
    body: updateCalendarEventSchema, upload: { picture: 'image' },
    summary: 'Change a calendar event or series (staff)', description: 'Like POST, with the id and only what changes; SEQUENCE goes up by one. Response: { event }.',
  })
  async update(@Body() change: UpdateCalendarEvent, @UploadedFile() image?: Express.Multer.File): Promise<UpdateCalendarEventResponse> {
    return { event: this.calendar.view(await this.calendar.update(change, image?.path)) };
  }

  @Endpoint({
    method: 'DELETE', path: CALENDAR_ROUTES.deleteCalendarEvent, access: 'admin', invalidates: [CALENDAR_TAG], audit: CALENDAR_AUDIT.remove,
    body: deleteCalendarEventSchema, status: 200,
    summary: 'Delete a calendar event, every date of a series (staff)',
    description: 'Body { id }. The feeds mark its dates cancelled for subscribed calendars. Response: { success: true, event }.',
  })
  async remove(@Body() { id }: { id: string }): Promise<DeleteCalendarEventResponse> {
    return { success: true, event: this.calendar.view(await this.calendar.remove(id)) };
  }

  @Endpoint({
    method: 'POST', path: CALENDAR_ROUTES.skipOccurrence, access: 'admin', invalidates: [CALENDAR_TAG], audit: CALENDAR_AUDIT.skip,
    body: skipOccurrenceSchema, status: 200,
    summary: 'Delete one date of a series (staff)',
    description: 'Body { id, date: "2027-04-07" }: that date comes off the calendar (EXDATE), the rest stays; 404 when the series has no such date. Response: { event }.',
  })
  async skip(@Body() { id, date }: SkipOccurrence): Promise<SkipOccurrenceResponse> {
    return { event: this.calendar.view(await this.calendar.skip(id, date)) };
  }

  @Endpoint({
    method: 'POST', path: CALENDAR_ROUTES.previewCalendarImport, access: 'admin', audit: CALENDAR_AUDIT.preview,
    body: importCalendarSchema, status: 200,
    summary: 'What importing an .ics file would do (staff); nothing is saved',
    description: 'Body { ics (the file\'s text), audience?, kind? (for new events) }. Response: { counts: { new, changed, unchanged, deleted }, items, skipped }; an event deleted here stays deleted (status deleted).',
  })
  preview(@Body() input: ImportCalendar): Promise<ImportCalendarResponse> {
    return this.calendar.previewImport(input);
  }

  @Endpoint({
    method: 'POST', path: CALENDAR_ROUTES.importCalendar, access: 'admin', invalidates: [CALENDAR_TAG], audit: CALENDAR_AUDIT.import,
    body: importCalendarSchema, status: 200,
    summary: 'Import an .ics file (staff)',
    description:
      'Like the preview, then done in one transaction: new events added, changed ones updated (matched by the file\'s UIDs), the rest untouched, ' +
      'so importing the same file again changes nothing. Response: what was done, as the preview.',
  })
  import(@Body() input: ImportCalendar): Promise<ImportCalendarResponse> {
    return this.calendar.import(input);
  }
}
