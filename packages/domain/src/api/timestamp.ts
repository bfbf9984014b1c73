/** Timestamps travel as whole seconds since the epoch, as the spec's `{seconds}` fields have them. */
export interface Timestamp {
  seconds: number;
}
