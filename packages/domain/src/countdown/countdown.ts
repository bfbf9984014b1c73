import type { Timestamp } from '../api/timestamp';

/** Spec section 9: the countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has come (or the event is flagged expired): the countdown stands at zero. */
  done: boolean;
}

const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

/** Days, hours, minutes and seconds from now to `target`, stopping at zero when past or flagged expired (spec section 4). */
export function countdownParts(target: Date | Timestamp, now: Date = new Date(), expired = false): CountdownParts {
  const targetMs = target instanceof Date ? target.getTime() : target.seconds * 1000;
  const left = Math.floor((targetMs - now.getTime()) / 1000);
  if (expired || !Number.isFinite(left) || left <= 0) return ZERO;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: false,
  };
}
