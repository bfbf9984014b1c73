import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { dayText, momentText, whenText } from '@trailside/domain/calendar/calendar-text';
import { dayAt } from '@trailside/domain/calendar/zoned-time';
import { DETAIL_PAGES } from '@trailside/domain/feeds/feeds.contract';
import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import {
  FIRST_LETTER_LOOKBACK_DAYS,
  hasSomethingNew,
  LETTER_AUDIENCES,
  LETTER_CALENDAR_DAYS,
  type LetterContents,
  NO_LETTER_CONTENTS,
} from '@trailside/domain/mail/weekly-letter.rules';
import { pinnedFlyerAt } from '@trailside/domain/social-events/social-event.rules';
import { cutText } from '@trailside/domain/text/text-preview';
import { BlogsService } from '../blogs/blogs.service';
import { CalendarService } from '../calendar/calendar.service';
import type { MailBlock, MailDocument } from '../common/mail/mail-layout';
import { CONFIG, type Config } from '../config/config';
import { SettingsService } from '../settings/settings.service';
import { SocialEventsService } from '../social-events/social-events.service';
import { MailBroadcast } from './mail-broadcast.entity';
import { mailPictureUrl } from './mail-pictures';

const DAY_MS = 86_400_000;

/** A weekly letter's content, before anyone's own links are in it. */
export interface WeeklyLetter {
  /** What it carries, by id, for the next letter to compare with. */
  contents: LetterContents;
  /** Whether it holds anything the last letter did not (else nothing is sent). */
  somethingNew: boolean;
  document: Omit<MailDocument, 'footer'>;
}

/**
 * The weekly letter ("This week"): the posts since the last letter, the next two weeks of the school's calendar
 * and the flyer pinned at the letter's time, laid out for a phone as for a desktop.
 */
@Injectable()
export class WeeklyLetterService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly blogs: BlogsService,
    private readonly calendar: CalendarService,
    private readonly socialEvents: SocialEventsService,
    private readonly settings: SettingsService,
  ) {}

  /** The letter due at `dueAt`, as it reads now. */
  async letterAt(dueAt: Date): Promise<WeeklyLetter> {
    const previous = await this.em.findOne(MailBroadcast, { kind: 'weekly', dueAt: { $lt: dueAt }, status: { $ne: 'pending' } }, { orderBy: { dueAt: 'desc' } });
    const since = previous?.dueAt ?? new Date(dueAt.getTime() - FIRST_LETTER_LOOKBACK_DAYS * DAY_MS);
    // Up to its time (a preview, made ahead of it, has the posts so far): the next letter starts from there.
    const posts = await this.blogs.publishedBetween(since, dueAt);
    const occurrences = await this.calendar.occurrencesBetween(dueAt, new Date(dueAt.getTime() + LETTER_CALENDAR_DAYS * DAY_MS), LETTER_AUDIENCES);
    const flyer = pinnedFlyerAt((await this.socialEvents.list()).socialEvents, dueAt);
    const contents: LetterContents = { posts: posts.map((post) => post.id), occurrences: occurrences.map((occurrence) => occurrence.id), flyer: flyer?.id ?? null };
    const school = await this.settings.get();
    const site = this.config.publicUrl;
    const copy = MAIL_COPY.weekly;

    const blocks: MailBlock[] = [{ kind: 'text', text: copy.intro }, { kind: 'heading', text: copy.posts }];
    if (!posts.length) blocks.push({ kind: 'note', text: copy.noPosts });
    for (const post of posts) {
      const picture = mailPictureUrl(site, post.imagePath, 480);
      blocks.push({
        kind: 'item',
        title: post.title,
        href: `${site}${DETAIL_PAGES.blogPost(post.id)}`,
        meta: `${post.author} · ${dayText(dayAt(post.createdAt, school.timeZone))}`,
        text: cutText(post.text, 160),
        picture: picture ? { src: picture, alt: post.title } : undefined,
      });
    }
    blocks.push({ kind: 'heading', text: copy.calendar });
    if (!occurrences.length) blocks.push({ kind: 'note', text: copy.noEvents });
    for (const occurrence of occurrences) {
      blocks.push({
        kind: 'item',
        title: occurrence.title,
        href: `${site}${DETAIL_PAGES.calendarEvent(occurrence.eventId, occurrence.date)}`,
        meta: [whenText(occurrence, school.timeZone), occurrence.place].filter(Boolean).join(' · '),
        text: occurrence.description ? cutText(occurrence.description, 140) : undefined,
      });
    }
    blocks.push({ kind: 'button', text: copy.wholeCalendar, href: `${site}/event` });
    if (flyer) {
      const picture = mailPictureUrl(site, flyer.imagePath, 960);
      const title = flyer.title ?? copy.flyer;
      blocks.push({ kind: 'divider' }, { kind: 'heading', text: copy.flyer });
      if (picture) blocks.push({ kind: 'picture', src: picture, alt: title, href: `${site}${DETAIL_PAGES.event(flyer.id)}` });
      blocks.push({ kind: 'item', title, href: `${site}${DETAIL_PAGES.event(flyer.id)}`, meta: momentText(flyer.eventDate, school.timeZone) });
    }
    const subject = copy.subject(dayText(dayAt(dueAt, school.timeZone)));
    return {
      contents,
      somethingNew: hasSomethingNew(contents, previous?.letterContents ?? NO_LETTER_CONTENTS),
      document: { subject, preheader: posts.length ? `${copy.posts}: ${posts.map((post) => post.title).join(', ')}` : copy.intro, school, blocks },
    };
  }
}
