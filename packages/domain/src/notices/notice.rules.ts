import type { Timestamp } from '../api/timestamp';
import { endOfDayAt } from '../calendar/zoned-time';
import { NOTICE_LEVELS, type Notice, type NoticeLevel } from './notice.types';

type Moment = Date | Timestamp;
const secondsOf = (moment: Moment) => (moment instanceof Date ? Math.floor(moment.getTime() / 1000) : moment.seconds);

/** Where a notice stands at a moment: waiting for its start, running, or over. */
export type NoticeState = 'scheduled' | 'running' | 'ended';

/** A notice runs from its start (included) until its end (not included). */
export function noticeStateAt(notice: Pick<Notice, 'startsAt' | 'endsAt'>, moment: Moment = new Date()): NoticeState {
  const now = secondsOf(moment);
  if (now < notice.startsAt.seconds) return 'scheduled';
  return now < notice.endsAt.seconds ? 'running' : 'ended';
}

export const isRunningAt = (notice: Pick<Notice, 'startsAt' | 'endsAt'>, moment: Moment = new Date()) => noticeStateAt(notice, moment) === 'running';

/** A notice's default end: the end of the day it starts on, in the school's time zone. */
export const defaultNoticeEnd = (startsAt: Date, timeZone: string): Date => endOfDayAt(startsAt, timeZone);

const LEVEL_ORDER: Record<NoticeLevel, number> = Object.fromEntries(NOTICE_LEVELS.map((level, index) => [level, -index])) as Record<NoticeLevel, number>;

/** The notices running at `moment`, the most urgent first, then the latest started. */
export function runningNotices<T extends Pick<Notice, 'startsAt' | 'endsAt' | 'level'>>(notices: readonly T[], moment: Moment = new Date()): T[] {
  return notices
    .filter((notice) => isRunningAt(notice, moment))
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || b.startsAt.seconds - a.startsAt.seconds);
}

/** The next moment after `moment` when some notice starts or ends (so what the site shows changes); null when none will. */
export function nextNoticeChange(notices: readonly Pick<Notice, 'startsAt' | 'endsAt'>[], moment: Moment = new Date()): Date | null {
  const now = secondsOf(moment);
  const next = notices.flatMap((notice) => [notice.startsAt.seconds, notice.endsAt.seconds]).filter((seconds) => seconds > now);
  return next.length ? new Date(Math.min(...next) * 1000) : null;
}

/** Only information and important notices may be dismissed by a visitor; an urgent one stays while it runs. */
export const isDismissible = (notice: Pick<Notice, 'level'>): boolean => notice.level !== 'urgent';
