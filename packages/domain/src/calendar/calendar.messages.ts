import type { ImportStatus } from './calendar.types';

/** What staff read after a calendar change, in the console's banner. */
export const CALENDAR_SUCCESS = {
  created: 'Added to the calendar',
  updated: 'Calendar event saved',
  deleted: 'Deleted from the calendar',
  skipped: 'That date is off the calendar; the rest of the series stays',
  imported: 'Calendar imported',
} as const;

/** "30 new, 0 changed, 0 unchanged", and how many stay deleted when some do. */
export const importCountsText = ({ counts }: { counts: Record<ImportStatus, number> }): string =>
  `${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged` + (counts.deleted ? `, ${counts.deleted} deleted here (${counts.deleted === 1 ? 'it stays' : 'they stay'} deleted)` : '');

/** What the API answers when a calendar request cannot be done. */
export const CALENDAR_ERRORS = {
  notFound: 'We could not find that calendar event. It may have been deleted already.',
  noSuchDate: 'That event does not happen on that date, so there is nothing to skip.',
  notSeries: 'This event happens once; delete the event instead of one date.',
  emptyFile: 'That file has no events in it. Please choose an .ics calendar file.',
  unreadableFile: 'That file is not a calendar we can read. Please choose an .ics file exported from a calendar app.',
  tooManyEvents: 'That file has more than 2,000 events. Please import a shorter calendar.',
} as const;

export const CALENDAR_CONFIRM = {
  deleteEvent: 'Are you sure that you want to delete this event?',
  deleteSeries: 'Delete every date of this series?',
  deleteOne: 'Delete only this date? The other dates of the series stay on the calendar.',
} as const;

/** Empty lists on the Events page and in the console. */
export const CALENDAR_EMPTY = {
  upcoming: 'Nothing is on the calendar yet. New dates are added through the year, so please look again soon.',
  past: 'No past events to show.',
} as const;
