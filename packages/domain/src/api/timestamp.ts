/** Timestamps travel as whole seconds since the epoch, as the spec's `{seconds}` fields have them. */
export interface Timestamp {
  seconds: number;
}

export const toTimestamp = (date: Date): Timestamp => ({ seconds: Math.floor(date.getTime() / 1000) });
export const fromTimestamp = (timestamp: Timestamp): Date => new Date(timestamp.seconds * 1000);
