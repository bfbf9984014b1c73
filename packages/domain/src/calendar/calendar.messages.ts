import { CALENDAR_YEARS, ICS_LIMITS, MAX_EVENT_DAYS, MAX_SKIPPED_DATES, SERIES_LOOKAHEAD_YEARS } from './calendar.rules';
import type { ImportStatus } from './calendar.types';

const count = (value: number) => value.toLocaleString('en-US');

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
  notADate: 'That event has no date like that on the calendar.',
  notSeries: 'This event happens once; delete the event instead of one date.',
  emptyFile: 'That file has no events in it. Please choose an .ics calendar file.',
  unreadableFile: 'That file is not a calendar we can read. Please choose an .ics file exported from a calendar app.',
  /** What the reader stumbled on, in its own words (`invalid BYDAY value "XX"`). */
  unreadableBecause: (reason: string) => `That file is not a calendar we can read (${reason}). Please choose an .ics file exported from a calendar app.`,
  tooManyEvents: `That file has more than ${count(ICS_LIMITS.events)} events. Please import a shorter calendar.`,
  tooDeep: (depth: number) =>
    `That file nests its parts ${depth} deep, and a calendar nests them at most ${ICS_LIMITS.nesting} deep (the calendar, an event, its alarm). Please choose an .ics file exported from a calendar app.`,
  tooManySkipped: (title: string, skipped: number) =>
    `The event "${title}" in that file skips ${count(skipped)} dates, and a series can skip at most ${MAX_SKIPPED_DATES}. Please choose an .ics file exported from a calendar app.`,
  tooManyZones: `That file defines more than ${ICS_LIMITS.timeZones} time zones. Please choose an .ics file exported from a calendar app.`,
  zoneTooLong: (zone: string) =>
    `The time zone "${zone}" in that file lists more than ${ICS_LIMITS.zoneChanges} changes of the clocks or ${count(ICS_LIMITS.zoneDates)} dates of them. Please choose an .ics file exported from a calendar app.`,
  zoneRule: (zone: string, rule: string) =>
    `The time zone "${zone}" in that file changes its clocks by the rule ${rule}, and a time zone's clocks change at most once a year (FREQ=YEARLY, one month, one day). Please choose an .ics file exported from a calendar app.`,
  tooSlow: `Reading that file took longer than ${ICS_LIMITS.deadlineMs / 1000} seconds, so we stopped. It may hold series that never happen, or far more than a school calendar. Please import a shorter or simpler calendar.`,
  tooMuchMemory: 'Reading that file needed more memory than a calendar should, so we stopped. Please import a shorter or simpler calendar.',
} as const;

/**
 * Why an event of an imported file is left out, as the preview lists it after the event's title:
 * "Board meeting": it lasts 99,999,999 days; ... (the repeat rule's reasons come from recurrence.ts).
 */
export const CALENDAR_IMPORT_NOTES = {
  changedDate: 'a change to one date of a series; the series itself is imported.',
  cancelled: 'cancelled in the file.',
  twice: 'the file has this event twice; the first one is imported.',
  noStart: 'it has no start date.',
  years: (year: number) => `it is dated in the year ${year}; the calendar keeps dates from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}.`,
  tooLong: (days: number) => `it lasts ${count(Math.round(days))} days; an event can last at most ${MAX_EVENT_DAYS}.`,
  noDates: `it repeats on no date in the ${SERIES_LOOKAHEAD_YEARS} years after it starts.`,
  longUid: 'its UID is longer than 500 characters.',
} as const;

export const CALENDAR_CONFIRM = {
  deleteEvent: 'Are you sure that you want to delete this event?',
  deleteSeries: 'Delete every date of this series?',
  deleteOne: 'Delete only this date? The other dates of the series stay on the calendar.',
} as const;

/** Empty lists on the Events page and in the console: the whole calendar, or only what a filter chose. */
export const CALENDAR_EMPTY = {
  upcoming: 'Nothing is on the calendar yet. New dates are added through the year, so please look again soon.',
  past: 'No past events to show.',
  upcomingFiltered: 'Nothing coming up matches what you chose.',
  pastFiltered: 'No past events match what you chose.',
  showAll: 'Show all events',
} as const;
