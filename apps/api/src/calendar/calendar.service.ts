import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { IMAGE_MAIN_WIDTH } from '@trailside/domain/api/image-variants';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { CALENDAR_HORIZON_DAYS, importChanges, seriesHasDates } from '@trailside/domain/calendar/calendar.rules';
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
import type { GetOccurrencesResponse } from '@trailside/domain/calendar/calendar.contract';
import { problem } from '../common/errors/problem';
import { ContentScheduleService } from '../common/http-cache/content-schedule.service';
import { ImageStorageService } from '../common/storage/image-storage.service';
import { SettingsService } from '../settings/settings.service';
import { CalendarEventRecord } from './calendar-event.entity';
import { CANCELLED_FOR_DAYS, Timeline, type TimelineEvent, yielder } from './calendar-timeline';
import type { IcsContents } from './ics-file';
import { IcsReader } from './ics-reader';

/** The public responses that list calendar occurrences; an occurrence leaves "upcoming" when it ends. */
export const CALENDAR_TAG = 'calendar';

const DAY_MS = 86_400_000;
const EVENT_IMAGE = { width: IMAGE_MAIN_WIDTH, kind: IMAGE_KINDS.calendar };

const skippedOf = (record: CalendarEventRecord): string[] => JSON.parse(record.skippedDates) as string[];

/** How many events are read from the database at once where all are needed. */
const EVENTS_A_PAGE = 200;

/**
 * The events matching `where`, a page at a time, read only (not tracked by the ORM): reading and registering a
 * thousand at once held the event loop longer than working out all their next dates did.
 */
async function* eventsInPages(em: EntityManager, where: FilterQuery<CalendarEventRecord>): AsyncGenerator<CalendarEventRecord[]> {
  for (let after = ''; ; ) {
    const page = await em.find(CalendarEventRecord, { $and: [where, { id: { $gt: after } }] }, { orderBy: { id: 'asc' }, limit: EVENTS_A_PAGE, disableIdentityMap: true });
    if (page.length) yield page;
    if (page.length < EVENTS_A_PAGE) return;
    after = page[page.length - 1].id;
  }
}

/** How long a timeline is used at most before its window (a year back, two ahead) is moved on. */
const TIMELINE_REBUILD_MS = 6 * 3600_000;

@Injectable()
export class CalendarService {
  private readonly logger = new Logger('Calendar');
  /** The timeline of the calendar as the database had it (see timelineNow), and the one being built. */
  private kept?: { key: string; timeline: Timeline };
  private building?: { key: string; timeline: Promise<Timeline> };
  /** Each event's next end as last worked out (nextEnd), with its SEQUENCE then and when it was worked out. */
  private readonly nextEnds = new Map<string, { sequence: number; end: number | null; checkedAt: number }>();

  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
    private readonly settings: SettingsService,
    private readonly reader: IcsReader,
    schedule: ContentScheduleService,
  ) {
    // The upcoming list changes by itself when an occurrence ends: the earliest next end of any event.
    schedule.register(CALENDAR_TAG, (em, now) => this.nextEnd(em, now.getTime()));
  }

  /**
   * The earliest end after `now` of any event's next date (ms), or null. Each event's is remembered by its id and
   * SEQUENCE (every write raises it) until that end has passed, or for a day when it has none in the horizon, so a
   * write works out the one event it changed, not a thousand (2.2 s at 1,000 events, measured, before).
   */
  private async nextEnd(em: EntityManager, now: number): Promise<Date | null> {
    const rows: { id: string; sequence: number | string }[] = await em.getConnection().execute('select "id", "sequence" from "calendar_events" where "deleted_at" is null');
    const current = new Map(rows.map(({ id, sequence }): [string, number] => [id, Number(sequence)]));
    for (const id of this.nextEnds.keys()) if (!current.has(id)) this.nextEnds.delete(id);
    const stale = [...current].filter(([id, sequence]) => {
      const known = this.nextEnds.get(id);
      // Worked out again when the event changed, when its end has passed (or a day on, when it had none), or when the clock went back.
      return !known || known.sequence !== sequence || (known.end ?? known.checkedAt + DAY_MS) <= now || known.checkedAt > now;
    });
    const pause = yielder();
    for (let at = 0; at < stale.length; at += EVENTS_A_PAGE) {
      const ids = stale.slice(at, at + EVENTS_A_PAGE).map(([id]) => id);
      for (const record of await em.find(CalendarEventRecord, { id: { $in: ids } }, { disableIdentityMap: true })) {
        const [next] = occurrencesOf(this.source(record), new Date(now), new Date(now + CALENDAR_HORIZON_DAYS * DAY_MS), 1);
        this.nextEnds.set(record.id, { sequence: record.sequence, end: next ? next.endsAt.seconds * 1000 : null, checkedAt: now });
        await pause();
      }
    }
    const ends = [...this.nextEnds.values()].map(({ end }) => end).filter((end): end is number => end !== null && end > now);
    return ends.length ? new Date(Math.min(...ends)) : null;
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

  /**
   * The calendar's timeline (every date from a year back to two years ahead: calendar-timeline.ts) as the database
   * has it now. It is kept while the events are as they were, which their count and the sum of their SEQUENCEs tell
   * (every write adds an event or raises a SEQUENCE), and at most TIMELINE_REBUILD_MS as its window moves on; the
   * instance answers from it whoever wrote, here or on another instance. Built once for everyone asking meanwhile.
   */
  async timelineNow(): Promise<Timeline> {
    const [{ events, changes }] = await this.em.getConnection().execute<{ events: number | string; changes: number | string | null }[]>(
      'select count(*) as "events", sum("sequence") as "changes" from "calendar_events"',
    );
    const key = `${events}/${changes ?? 0}`;
    const now = Date.now();
    if (this.kept?.key === key && Math.abs(now - this.kept.timeline.builtAt) < TIMELINE_REBUILD_MS) return this.kept.timeline;
    if (this.building?.key !== key) {
      const timeline = this.buildTimeline(now);
      const building = { key, timeline };
      this.building = building;
      timeline.then(
        (built) => {
          if (this.building === building) [this.kept, this.building] = [{ key, timeline: built }, undefined];
        },
        () => {
          if (this.building === building) this.building = undefined;
        },
      );
    }
    return this.building!.timeline;
  }

  private async buildTimeline(now: number): Promise<Timeline> {
    const events: TimelineEvent[] = [];
    for await (const records of eventsInPages(this.em, { $or: [{ deletedAt: null }, { deletedAt: { $gt: new Date(now - CANCELLED_FOR_DAYS * DAY_MS) } }] })) {
      events.push(...records.map((record) => ({ event: this.view(record), deletedAt: record.deletedAt?.getTime() ?? null })));
    }
    return Timeline.build(events, now, () =>
      this.logger.warn('The calendar has more dates than its timeline holds; the dates of some events are left out of the lists and the feeds.'),
    );
  }

  /** A page of upcoming occurrences (under way or to come, earliest first) or past ones (latest first, a year back at most). */
  async occurrences(query: OccurrencesQuery): Promise<GetOccurrencesResponse> {
    return (await this.timelineNow()).page(query, Date.now());
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

  /** One event with its next occurrences (at most ten; the last ones of the past year when it is over). */
  async one(id: string): Promise<{ event: CalendarEvent; occurrences: CalendarOccurrence[] }> {
    const record = await this.find(id);
    const now = new Date();
    const source = this.source(record);
    let occurrences = occurrencesOf(source, now, new Date(now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS), 10);
    if (!occurrences.length) occurrences = occurrencesOf(source, new Date(now.getTime() - 366 * DAY_MS), now).slice(-10);
    return { event: this.view(record), occurrences };
  }

  /** The event (not deleted) with this id, or null. */
  async eventById(id: string): Promise<CalendarEvent | null> {
    const record = await this.em.findOne(CalendarEventRecord, { id, deletedAt: null });
    return record && this.view(record);
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
    return (await this.plan(await this.read(input), this.em)).report;
  }

  /**
   * Imports the file in one transaction: new events added, changed ones updated (their SEQUENCE raised), the rest
   * untouched, and an event staff deleted here stays deleted. The file is read before the transaction begins.
   */
  async import(input: ImportCalendar): Promise<ImportReport> {
    const contents = await this.read(input);
    return this.em.transactional(async (em) => {
      const { report, records } = await this.plan(contents, em);
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

  /** The file's events, read in a worker with a deadline (IcsReader); a file that cannot be imported is a 400 saying why. */
  private async read(input: ImportCalendar): Promise<IcsContents> {
    return this.reader.read(input.ics, await this.settings.timeZone());
  }

  private async plan({ events, skipped }: IcsContents, em: EntityManager): Promise<{ report: ImportReport; records: Map<string, CalendarEventRecord> }> {
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
    if (record.repeatRule && !seriesHasDates(record.startLocal, record.repeatRule)) throw problem(400, 'VALIDATION_FAILED', CALENDAR_MESSAGES.noDates);
  }

  private async find(id: string): Promise<CalendarEventRecord> {
    const record = await this.em.findOne(CalendarEventRecord, { id, deletedAt: null });
    if (!record) throw problem(404, 'NOT_FOUND', CALENDAR_ERRORS.notFound);
    return record;
  }

}
