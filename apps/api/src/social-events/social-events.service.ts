import { EntityManager } from '@mikro-orm/core';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { IMAGE_MAIN_WIDTH } from '@trailside/domain/api/image-variants';
import { Injectable } from '@nestjs/common';
import type { Timestamp } from '@trailside/domain/api/timestamp';
import type { CreateSocialEvent, UpdateSocialEvent } from '@trailside/domain/social-events/social-event.schema';
import { SOCIAL_EVENT_ERRORS } from '@trailside/domain/social-events/social-event.messages';
import { SOCIAL_EVENT_MESSAGES } from '@trailside/domain/social-events/social-event.schema';
import { currentEventOf, isAdLaunched, isExpired } from '@trailside/domain/social-events/social-event.rules';
import type { SocialEvent, SocialEventsResponse } from '@trailside/domain/social-events/social-event.types';
import { problem } from '../common/errors/problem';
import { ContentScheduleService } from '../common/http-cache/content-schedule.service';
import { ImageStorageService } from '../common/storage/image-storage.service';
import { SocialEventRecord } from './social-event.entity';

/** Flyers are posters: kept up to 1600 px wide, their own shape. */
const FLYER_IMAGE = { width: IMAGE_MAIN_WIDTH, kind: IMAGE_KINDS.flyer };

const toDate = (timestamp: Timestamp) => new Date(timestamp.seconds * 1000);

@Injectable()
export class SocialEventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImageStorageService,
    schedule: ContentScheduleService,
  ) {
    // A flyer's `expired`, and which one is pinned, change at its launch and at its event, not only on writes.
    schedule.register('socialEvents', async (em, now) => {
      const [launching] = await em.find(SocialEventRecord, { launchDate: { $gt: now } }, { fields: ['launchDate'], orderBy: { launchDate: 'asc' }, limit: 1 });
      const [happening] = await em.find(SocialEventRecord, { eventDate: { $gt: now } }, { fields: ['eventDate'], orderBy: { eventDate: 'asc' }, limit: 1 });
      const times = [launching?.launchDate, happening?.eventDate].filter((time): time is Date => time !== undefined).map((time) => time.getTime());
      return times.length ? new Date(Math.min(...times)) : null;
    });
  }

  view(record: SocialEventRecord, asOf: Date | Timestamp = new Date()): SocialEvent {
    const eventDate = timestampOf(record.eventDate);
    return {
      id: record.id,
      title: record.title,
      imageUrl: this.images.urlOf(record.imagePath),
      imagePath: record.imagePath,
      eventDate,
      launchDate: timestampOf(record.launchDate),
      expired: isExpired({ eventDate }, asOf),
    };
  }

  /** Every flyer earliest first, with expiry and the spec's launch rules judged as of `afterDate` (default now). */
  async list(afterDate?: Timestamp): Promise<SocialEventsResponse> {
    const records = await this.em.find(SocialEventRecord, {}, { orderBy: { eventDate: 'asc', createdAt: 'asc' } });
    const asOf = afterDate ?? new Date();
    const socialEvents = records.map((record) => this.view(record, asOf));
    return { socialEvents, currentEvent: currentEventOf(socialEvents, asOf), launched: isAdLaunched(socialEvents, asOf) };
  }

  async create(input: CreateSocialEvent, image?: string): Promise<SocialEventRecord> {
    const record = new SocialEventRecord({
      title: input.title,
      eventDate: toDate(input.eventDate),
      launchDate: input.launchDate ? toDate(input.launchDate) : new Date(),
    });
    return this.images.saveWithImage(record, image, 'social-events', FLYER_IMAGE, () => this.em.persistAndFlush(record));
  }

  async update(input: UpdateSocialEvent, image?: string): Promise<SocialEventRecord> {
    // Spec section 5: the flyer form sends only when some field is filled; the server holds the same line.
    if (input.title === undefined && !input.eventDate && !input.launchDate && !image) {
      throw problem(400, 'VALIDATION_FAILED', SOCIAL_EVENT_MESSAGES.nothingToChange);
    }
    const record = await this.find(input.id);
    if (input.title !== undefined) record.title = input.title;
    if (input.eventDate) record.eventDate = toDate(input.eventDate);
    if (input.launchDate) record.launchDate = toDate(input.launchDate);
    if (record.launchDate > record.eventDate) throw problem(400, 'VALIDATION_FAILED', SOCIAL_EVENT_MESSAGES.launchAfterEvent);

    return this.images.saveWithImage(record, image, 'social-events', FLYER_IMAGE, () => this.em.flush());
  }

  /** Removes the event and the flyer file the database recorded (never a path from the request). */
  async remove(id: string): Promise<SocialEventRecord> {
    const record = await this.find(id);
    await this.em.removeAndFlush(record);
    await this.images.remove(record.imagePath);
    return record;
  }

  private async find(id: string): Promise<SocialEventRecord> {
    const record = await this.em.findOne(SocialEventRecord, { id });
    if (!record) throw problem(404, 'NOT_FOUND', SOCIAL_EVENT_ERRORS.notFound);
    return record;
  }
}
