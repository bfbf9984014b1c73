import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { timestampOf, type Timestamp } from '@trailside/domain/api/timestamp';
import { NOTICE_ERRORS } from '@trailside/domain/notices/notice.messages';
import { defaultNoticeEnd, runningNotices } from '@trailside/domain/notices/notice.rules';
import { type CreateNotice, NOTICE_MESSAGES, type UpdateNotice } from '@trailside/domain/notices/notice.schema';
import type { Notice } from '@trailside/domain/notices/notice.types';
import { problem } from '../common/errors/problem';
import { ContentScheduleService } from '../common/http-cache/content-schedule.service';
import { SettingsService } from '../settings/settings.service';
import { NoticeRecord } from './notice.entity';

/** The public responses that show notices; they change at each notice's start and end, not only on writes. */
export const NOTICES_TAG = 'notices';

const toDate = (timestamp: Timestamp) => new Date(timestamp.seconds * 1000);

export function noticeView(record: NoticeRecord): Notice {
  return {
    id: record.id,
    message: record.message,
    level: record.level,
    linkUrl: record.linkUrl,
    linkText: record.linkText,
    startsAt: timestampOf(record.startsAt),
    endsAt: timestampOf(record.endsAt),
    updatedAt: timestampOf(record.updatedAt),
  };
}

@Injectable()
export class NoticesService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    schedule: ContentScheduleService,
  ) {
    // The next start or end of any notice still to come or running.
    schedule.register(NOTICES_TAG, async (em, now) => {
      const [starting] = await em.find(NoticeRecord, { startsAt: { $gt: now } }, { fields: ['startsAt'], orderBy: { startsAt: 'asc' }, limit: 1 });
      const [ending] = await em.find(NoticeRecord, { endsAt: { $gt: now } }, { fields: ['endsAt'], orderBy: { endsAt: 'asc' }, limit: 1 });
      const times = [starting?.startsAt, ending?.endsAt].filter((time): time is Date => time !== undefined).map((time) => time.getTime());
      return times.length ? new Date(Math.min(...times)) : null;
    });
  }

  /** The notices running now, the most urgent first. */
  async running(): Promise<Notice[]> {
    const now = new Date();
    const records = await this.em.find(NoticeRecord, { startsAt: { $lte: now }, endsAt: { $gt: now } });
    return runningNotices(records.map(noticeView), now);
  }

  /** Every notice, the latest start first (at most the 200 latest). */
  async all(): Promise<Notice[]> {
    return (await this.em.find(NoticeRecord, {}, { orderBy: { startsAt: 'desc', id: 'asc' }, limit: 200 })).map(noticeView);
  }

  /** Notices running at `now` that started at or after `since`: those a mail may still announce. */
  async startedSince(since: Date, now: Date): Promise<NoticeRecord[]> {
    return this.em.find(NoticeRecord, { startsAt: { $gte: since, $lte: now }, endsAt: { $gt: now } }, { orderBy: { startsAt: 'asc', id: 'asc' } });
  }

  /** The next start of a notice after `now`: when one may have to be mailed. */
  async nextStartAfter(now: Date): Promise<Date | null> {
    const [next] = await this.em.find(NoticeRecord, { startsAt: { $gt: now } }, { fields: ['startsAt'], orderBy: { startsAt: 'asc' }, limit: 1 });
    return next?.startsAt ?? null;
  }

  async findById(id: string): Promise<NoticeRecord | null> {
    return this.em.findOne(NoticeRecord, { id });
  }

  async create(input: CreateNotice): Promise<Notice> {
    const startsAt = input.startsAt ? toDate(input.startsAt) : new Date();
    const endsAt = input.endsAt ? toDate(input.endsAt) : defaultNoticeEnd(startsAt, await this.settings.timeZone());
    if (endsAt <= startsAt) throw problem(400, 'VALIDATION_FAILED', NOTICE_MESSAGES.endBeforeStart);
    const record = new NoticeRecord({ message: input.message, level: input.level, linkUrl: input.linkUrl, linkText: input.linkText, startsAt, endsAt });
    await this.em.persistAndFlush(record);
    return noticeView(record);
  }

  async update(change: UpdateNotice): Promise<Notice> {
    const { id, startsAt, endsAt, ...fields } = change;
    if (Object.values(fields).every((value) => value === undefined) && !startsAt && !endsAt) {
      throw problem(400, 'VALIDATION_FAILED', NOTICE_MESSAGES.nothingToChange);
    }
    const record = await this.find(id);
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) Object.assign(record, { [name]: value });
    if (startsAt) record.startsAt = toDate(startsAt);
    if (endsAt) record.endsAt = toDate(endsAt);
    if (record.endsAt <= record.startsAt) throw problem(400, 'VALIDATION_FAILED', NOTICE_MESSAGES.endBeforeStart);
    await this.em.flush();
    return noticeView(record);
  }

  /** Takes a notice down now (a scheduled one never shows). */
  async end(id: string): Promise<Notice> {
    const record = await this.find(id);
    const now = new Date();
    if (record.endsAt <= now) throw problem(409, 'CONFLICT', NOTICE_ERRORS.alreadyEnded);
    record.endsAt = now;
    if (record.startsAt > now) record.startsAt = now;
    await this.em.flush();
    return noticeView(record);
  }

  async remove(id: string): Promise<Notice> {
    const record = await this.find(id);
    await this.em.removeAndFlush(record);
    return noticeView(record);
  }

  private async find(id: string): Promise<NoticeRecord> {
    const record = await this.em.findOne(NoticeRecord, { id });
    if (!record) throw problem(404, 'NOT_FOUND', NOTICE_ERRORS.notFound);
    return record;
  }
}
