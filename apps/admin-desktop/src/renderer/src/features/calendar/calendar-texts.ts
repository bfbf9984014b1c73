export const CALENDAR_TEXTS = {
  intro: 'The school calendar families see on the Events page and in their own calendar apps: add, change and import dates.',
  add: 'Add event',
  import: 'Import .ics',
  empty: 'Nothing on the calendar this month.',
  agendaEmpty: 'Nothing on the calendar in the next three months.',
  repeatHint: 'Families see each date of a series on the Events page and in their calendars.',
  /** Under the times: they are the school's wall-clock times, unless an imported event keeps a zone of its own. */
  zone: (schoolZone: string, eventZone?: string) =>
    eventZone && eventZone !== schoolZone
      ? `Times are in ${eventZone}, the zone this event came with (the school’s is ${schoolZone}).`
      : `Times are in the school’s time zone, ${schoolZone} (Site settings).`,
} as const;

/** The repeat choices of the form, in order. */
export const REPEAT_OPTIONS = [
  ['none', 'Does not repeat'],
  ['weekly', 'Weekly'],
  ['daily', 'Daily'],
  ['monthly-date', 'Monthly, on the same date'],
  ['monthly-weekday', 'Monthly, on the same weekday (e.g. the second Tuesday)'],
  ['yearly', 'Yearly'],
] as const;
export type RepeatOption = (typeof REPEAT_OPTIONS)[number][0];
