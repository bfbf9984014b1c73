/** Timestamps travel as whole seconds since the epoch, as the spec's `{seconds}` fields have them. */
export interface Timestamp {
  seconds: number;
}

/** A moment as the API sends it: whole seconds since the epoch. */
export const timestampOf = (date: Date): Timestamp => ({ seconds: Math.floor(date.getTime() / 1000) });
