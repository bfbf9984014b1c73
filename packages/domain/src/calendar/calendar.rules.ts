import type { CalendarAudience, CalendarEvent, ImportedEvent } from './calendar.types';

/**
 * The audiences whose events someone following `audience` sees: theirs and the whole school's (a Primary
 * family wants the no-school days too). The Events page's filter and the per-audience feeds both use it.
 */
export function audiencesFor(audience: CalendarAudience): CalendarAudience[] {
  return audience === 'whole-school' ? ['whole-school'] : [audience, 'whole-school'];
}

/** The fields an imported file decides; audience and kind stay as staff set them. */
const IMPORTED_FIELDS = ['title', 'description', 'place', 'allDay', 'start', 'end', 'timeZone', 'repeat', 'linkUrl'] as const;

/** Whether an event read from a file says something other than the record it was imported into before. */
export function importChanges(record: Pick<CalendarEvent, (typeof IMPORTED_FIELDS)[number] | 'skippedDates'>, imported: ImportedEvent): boolean {
  if (IMPORTED_FIELDS.some((field) => record[field] !== imported[field])) return true;
  return [...record.skippedDates].sort().join() !== [...imported.skippedDates].sort().join();
}

/** How far ahead the site and the feeds list a series without an end: two years. */
export const CALENDAR_HORIZON_DAYS = 731;
