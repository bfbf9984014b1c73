import type { Timestamp } from '@trailside/domain/api/timestamp';

/** A <input type="datetime-local"> value for a moment, in this computer's time zone. */
export function toLocalInput(moment: Timestamp | Date): string {
  const date = moment instanceof Date ? moment : new Date(moment.seconds * 1000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The moment a <input type="datetime-local"> value names, as {seconds}; undefined while it is empty or incomplete. */
export function fromLocalInput(value: string): Timestamp | undefined {
  const ms = value ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(ms) ? undefined : { seconds: Math.floor(ms / 1000) };
}
