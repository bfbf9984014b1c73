import { CALENDAR_AUDIENCE_NAMES, CALENDAR_AUDIENCES, CALENDAR_KIND_NAMES, CALENDAR_KINDS } from '@trailside/domain/calendar/calendar.types';

/** The `<option>`s of a choice of audience (whole school, Primary K-2, ...), in the domain's order and words. */
export function AudienceOptions() {
  return CALENDAR_AUDIENCES.map((audience) => (
    <option key={audience} value={audience}>
      {CALENDAR_AUDIENCE_NAMES[audience]}
    </option>
  ));
}

/** The `<option>`s of a choice of kind (event, no-school day, early dismissal). */
export function KindOptions() {
  return CALENDAR_KINDS.map((kind) => (
    <option key={kind} value={kind}>
      {CALENDAR_KIND_NAMES[kind]}
    </option>
  ));
}
