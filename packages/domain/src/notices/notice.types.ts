import type { Timestamp } from '../api/timestamp';

/** How much a notice matters: information, important, or urgent (a closure: families cannot dismiss it). */
export const NOTICE_LEVELS = ['info', 'important', 'urgent'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const NOTICE_LEVEL_NAMES: Record<NoticeLevel, string> = {
  info: 'Information',
  important: 'Important',
  urgent: 'Urgent or closure',
};

/** A short message shown above the header of every page from its start until its end (issue 25). */
export interface Notice {
  id: string;
  /** Plain text, a sentence or two. */
  message: string;
  level: NoticeLevel;
  /** One optional link, e.g. to the full letter or the weather page. */
  linkUrl: string | null;
  /** The link's words ("Read the letter"); null shows "More". */
  linkText: string | null;
  startsAt: Timestamp;
  endsAt: Timestamp;
  updatedAt: Timestamp;
}

/** GET /api/notices: the notices running now, the most urgent first. */
export interface NoticesResponse {
  notices: Notice[];
}
