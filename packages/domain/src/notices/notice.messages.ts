import type { NoticeLevel } from './notice.types';

export const NOTICE_SUCCESS = {
  created: 'Notice posted',
  scheduled: 'Notice scheduled',
  updated: 'Notice saved',
  ended: 'Notice ended: it is off the website now',
  deleted: 'Notice deleted',
} as const;

export const NOTICE_ERRORS = {
  notFound: 'We could not find that notice. It may have been deleted already.',
  alreadyEnded: 'That notice has already ended.',
} as const;

export const NOTICE_CONFIRM_DELETE = 'Are you sure that you want to delete this notice?';

/** What the banner says for screen readers before the message. */
export const NOTICE_LEVEL_LABELS: Record<NoticeLevel, string> = {
  info: 'Notice',
  important: 'Important notice',
  urgent: 'Urgent notice',
};

/** The common notices, ready to post as they are or after a word changed: the console's templates. */
export const NOTICE_TEMPLATES: readonly { id: string; name: string; level: NoticeLevel; message: string }[] = [
  {
    id: 'weather-closure',
    name: 'Closed for weather',
    level: 'urgent',
    message: 'School is closed today because of the weather. Please stay safe; we will post here as soon as we know about tomorrow.',
  },
  {
    id: 'late-start',
    name: 'Late start',
    level: 'important',
    message: 'School starts two hours late today, at 10:30am. Morning care opens at 10:00am and lunch is served as usual.',
  },
  {
    id: 'early-dismissal',
    name: 'Early dismissal',
    level: 'important',
    message: 'School closes early today, at 12:30pm. Please collect your child by 12:45pm or let the office know who will.',
  },
];
