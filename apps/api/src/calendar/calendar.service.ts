import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { IMAGE_MAIN_WIDTH } from '@trailside/domain/api/image-variants';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { audiencesFor, CALENDAR_HORIZON_DAYS, importChanges } from '@trailside/domain/calendar/calendar.rules';
import { CALENDAR_ERRORS } from '@trailside/domain/calendar/calendar.messages';
import {
  CALENDAR_MESSAGES,
  type CreateCalendarEvent,
  eventTimesProblem,
  type ImportCalendar,
  type OccurrencesQuery,
  type UpdateCalendarEvent,
} from '@trailside/domain/calendar/calendar.schema';
import type { CalendarAudience, CalendarEvent, CalendarOccurrence, ImportPreviewItem, ImportReport } from '@trailside/domain/calendar/calendar.types';
import { occurrenceOn, type OccurrenceSource, occurrencesOf, occurrencesOfAll } from '@trailside/domain/calendar/occurrences';
import { pageCountOf } from '@trailside/domain/pagination/page-window';
import type { GetOccurrencesResponse } from '@trailside/domain/calendar/calendar.contract';
import { problem } from '../common/errors/problem';
import { ContentScheduleService } from '../common/http-cache/content-schedule.service';
import { ImageStorageService } from '../common/storage/image-storage.service';
import { SettingsService } from '../settings/settings.service';
import { CalendarEventRecord } from './calendar-event.entity';
import { readIcsFile } from './ics-file';

/** The public responses that list calendar occurrences; an occurrence leaves "upcoming" when it ends. */
export const CALENDAR_TAG = 'calendar';

const DAY_MS = 86_400_000;
const EVENT_IMAGE = { width: IMAGE_MAIN_WIDTH, kind: IMAGE_KINDS.calendar };

const skippedOf = (record: CalendarEventRecord): string[] => JSON.parse(record.skippedDates) as string[];

@Injectable()
export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
    private readonly settings: SettingsService,
    schedule: ContentScheduleService,
  ) {
    // The upcoming list changes by itself when an occurrence ends.
    schedule.register(CALENDAR_TAG, async (em, now) => {
      const events = await em.find(CalendarEventRecord, { deletedAt: null });
      const ends = occurrencesOfAll(events.map((record) => this.source(record)), now, new Date(now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS))
        .map((occurrence) => occurrence.endsAt.seconds * 1000)
        .filter((end) => end > now.getTime());
      return ends.length ? new Date(Math.min(...ends)) : null;
    });
  }

  view(record: CalendarEventRecord): CalendarEvent {
    return {
      id: record.id,
      title: record.title,
      description: record.description,
      place: record.place,
      audience: record.audience,
      kind: record.kind,
      allDay: record.allDay,
      start: record.startLocal,
      end: record.endLocal,
      timeZone: record.timeZone,
      repeat: record.repeatRule,
      skippedDates: skippedOf(record),
      imageUrl: this.images.urlOf(record.imagePath),
      imagePath: record.imagePath,
      linkUrl: record.linkUrl,
      sequence: record.sequence,
      createdAt: timestampOf(record.createdAt),
      updatedAt: timestampOf(record.updatedAt),
    };
  }

  /** What the domain's occurrence rules need of a record. */
  source(record: CalendarEventRecord): OccurrenceSource {
    return this.view(record);
  }

  /** A page of upcoming occurrences (under way or to come, earliest first) or past ones (latest first). */
  async occurrences(query: OccurrencesQuery): Promise<GetOccurrencesResponse> {
    const now = new Date();
    const events = await this.em.find(CalendarEventRecord, {
      deletedAt: null,
      ...(query.audience ? { audience: { $in: audiencesFor(query.audience) } } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    });
    const sources = events.map((record) => this.source(record));
    const horizon = CALENDAR_HORIZON_DAYS * DAY_MS;
    const all =
      query.when === 'upcoming'
        ? occurrencesOfAll(sources, now, new Date(now.getTime() + horizon))
        : occurrencesOfAll(sources, new Date(now.getTime() - horizon), now)
            .filter((occurrence) => occurrence.endsAt.seconds * 1000 <= now.getTime())
            .reverse();
    const pageCount = pageCountOf(all.length, query.pageSize);
    const start = (query.page - 1) * query.pageSize;
    return { occurrences: all.slice(start, start + query.pageSize), page: query.page, pageCount, total: all.length, when: query.when };
  }

  /** Occurrences on at some moment in [from, to) of events for `audiences`, earliest first (the weekly letter's calendar). */
  async occurrencesBetween(from: Date, to: Date, audiences: readonly CalendarAudience[]): Promise<CalendarOccurrence[]> {
    const events = await this.em.find(CalendarEventRecord, { deletedAt: null, audience: { $in: [...audiences] } });
    return occurrencesOfAll(events.map((record) => this.source(record)), from, to);
  }

  /** Every event and series (staff), earliest first. */
  async all(): Promise<CalendarEvent[]> {
    const records = await this.em.find(CalendarEventRecord, { deletedAt: null }, { orderBy: { startLocal: 'asc', id: 'asc' } });
    return records.map((record) => this.view(record));
  }

  /** One event with its next occurrences (at most ten; the last ones when it is over). */
  async one(id: string): Promise<{ event: CalendarEvent; occurrences: CalendarOccurrence[] }> {
    const record = await this.find(id);
    const now = new Date();
    const source = this.source(record);
    let occurrences = occurrencesOf(source, now, new Date(now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS)).slice(0, 10);
    if (!occurrences.length) occurrences = occurrencesOf(source, new Date(now.getTime() - CALENDAR_HORIZON_DAYS * DAY_MS), now).slice(-10);
    return { event: this.view(record), occurrences };
  }

  async create(input: CreateCalendarEvent, image?: string): Promise<CalendarEventRecord> {
    const record = new CalendarEventRecord({
      title: input.title,
      startLocal: input.start,
      endLocal: input.end,
      timeZone: input.timeZone ?? (await this.settings.timeZone()),
    });
    this.assign(record, { ...input, timeZone: record.timeZone });
    return this.images.saveWithImage(record, image, 'calendar', EVENT_IMAGE, () => this.em.persistAndFlush(record));
  }

  async update(change: UpdateCalendarEvent, image?: string): Promise<CalendarEventRecord> {
    const { id, ...fields } = change;
    if (Object.values(fields).every((value) => value === undefined) && !image) throw problem(400, 'VALIDATION_FAILED', CALENDAR_MESSAGES.nothingToChange);
    const record = await this.find(id);
    this.assign(record, fields);
    record.sequence += 1;
    return this.images.saveWithImage(record, image, 'calendar', EVENT_IMAGE, () => this.em.flush());
  }

  /** Deletes every date of the event. The record stays as a tombstone, so the feeds can cancel it in subscribed calendars. */
  async remove(id: string): Promise<CalendarEventRecord> {
    const record = await this.find(id);
    record.deletedAt = new Date();
    record.sequence += 1;
    const picture = record.imagePath;
    record.imagePath = null;
    await this.em.flush();
    await this.images.remove(picture);
    return record;
  }

  /** Takes one date of a series off the calendar; the series stays. */
  async skip(id: string, date: string): Promise<CalendarEventRecord> {
    const record = await this.find(id);
    if (!record.repeatRule) throw problem(400, 'VALIDATION_FAILED', CALENDAR_ERRORS.notSeries);
    const skipped = skippedOf(record);
    if (!occurrenceOn(this.source(record), date) || skipped.includes(date)) throw problem(404, 'NOT_FOUND', CALENDAR_ERRORS.noSuchDate);
    record.skippedDates = JSON.stringify([...skipped, date].sort());
    record.sequence += 1;
    await this.em.flush();
    return record;
  }

  /** What importing the file would do, saving nothing. */
  async previewImport(input: ImportCalendar): Promise<ImportReport> {
    return (await this.plan(input, this.em)).report;
  }

  /**
   * Imports the file in one transaction: new events added, changed ones updated (their SEQUENCE raised), the rest
   * untouched, and an event staff deleted here stays deleted.
   */
  async import(input: ImportCalendar): Promise<ImportReport> {
    return this.em.transactional(async (em) => {
      const { report, records } = await this.plan(input, em);
      for (const item of report.items) {
        if (item.status === 'unchanged' || item.status === 'deleted') continue;
        const { uid, skippedDates, repeat, start, end, ...fields } = item.event;
        let record = item.eventId ? records.get(item.eventId) : undefined;
        if (!record) {
          record = new CalendarEventRecord({ title: fields.title, startLocal: start, endLocal: end, timeZone: fields.timeZone });
          record.importUid = uid;
          record.audience = input.audience;
          record.kind = input.kind;
          em.persist(record);
          item.eventId = record.id;
        } else {
          record.sequence += 1;
        }
        Object.assign(record, { ...fields, startLocal: start, endLocal: end, repeatRule: repeat, skippedDates: JSON.stringify(skippedDates) });
      }
      await em.flush();
      return report;
    });
  }

  private async plan(input: ImportCalendar, em: EntityManager): Promise<{ report: ImportReport; records: Map<string, CalendarEventRecord> }> {
    const { events, skipped } = readIcsFile(input.ics, await this.settings.timeZone(em));
    const known = events.length ? await em.find(CalendarEventRecord, { importUid: { $in: events.map((event) => event.uid) } }) : [];
    const byUid = new Map(known.map((record) => [record.importUid, record]));
    const items: ImportPreviewItem[] = events.map((event) => {
      const record = byUid.get(event.uid);
      if (!record) return { status: 'new', event, eventId: null };
      if (record.deletedAt !== null) return { status: 'deleted', event, eventId: record.id };
      const changed = importChanges(this.view(record), event);
      return { status: changed ? 'changed' : 'unchanged', event, eventId: record.id };
    });
    const counts = { new: 0, changed: 0, unchanged: 0, deleted: 0 };
    for (const item of items) counts[item.status] += 1;
    return { report: { counts, items, skipped }, records: new Map(known.map((record) => [record.id, record])) };
  }

  /** Sets the fields given and checks the event's times as a whole. */
  private assign(record: CalendarEventRecord, fields: Partial<Omit<CreateCalendarEvent, 'timeZone'>> & { timeZone?: string }): void {
    const columns: Record<string, string> = { start: 'startLocal', end: 'endLocal', repeat: 'repeatRule' };
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (name === 'skippedDates') record.skippedDates = JSON.stringify([...new Set(value as string[])].sort());
      else Object.assign(record, { [columns[name] ?? name]: value });
    }
    const timesProblem = eventTimesProblem({ allDay: record.allDay, start: record.startLocal, end: record.endLocal });
    if (timesProblem) throw problem(400, 'VALIDATION_FAILED', timesProblem);
  }

  private async find(id: string): Promise<CalendarEventRecord> {
    const record = await this.em.findOne(CalendarEventRecord, { id, deletedAt: null });
    if (!record) throw problem(404, 'NOT_FOUND', CALENDAR_ERRORS.notFound);
    return record;
  }

  /** For the feeds: the events still on the calendar, and those deleted in the last `days` days (to cancel them). */
  async forFeed(audience: CalendarAudience | null, deletedWithinDays = 180): Promise<CalendarEventRecord[]> {
    return this.em.find(
      CalendarEventRecord,
      {
        $or: [{ deletedAt: null }, { deletedAt: { $gt: new Date(Date.now() - deletedWithinDays * DAY_MS) } }],
        ...(audience ? { audience: { $in: audiencesFor(audience) } } : {}),
      },
      { orderBy: { startLocal: 'asc', id: 'asc' } },
    );
  }
}
