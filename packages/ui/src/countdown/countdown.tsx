import { COUNTDOWN_TICK_MS, type CountdownParts, countdownParts } from '@trailside/domain/countdown/countdown';
import type { Timestamp } from '@trailside/domain/api/timestamp';
import { useEffect, useState } from 'react';
import './countdown.css';

interface CountdownProps {
  /** The moment counted down to. */
  target: Date | Timestamp;
  /** An event flagged expired stands at zero whatever the clock says (spec section 4). */
  expired?: boolean;
  /** Names the countdown for screen readers, e.g. "Time until the Spring Open House". */
  label: string;
  /** A fixed moment to count from instead of the clock: the staff console previews the countdown of any moment. */
  at?: Date;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** What screen readers hear: whole days and hours, so the polite live region speaks rarely, not every second. */
function spokenSummary(parts: CountdownParts): string {
  if (parts.done) return 'The event has begun.';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (parts.days > 0) return `${plural(parts.days, 'day')} and ${plural(parts.hours, 'hour')} to go.`;
  if (parts.hours > 0) return `${plural(parts.hours, 'hour')} to go.`;
  return 'Less than an hour to go.';
}

/**
 * Days, hours, minutes and seconds to `target`, ticking each second and stopping at zero (spec sections 4
 * and 9). Given `at`, it shows the countdown as it stands at that moment and does not tick.
 */
export function Countdown({ target, expired = false, label, at }: CountdownProps) {
  const targetMs = target instanceof Date ? target.getTime() : target.seconds * 1000;
  const [now, setNow] = useState(() => new Date());
  const parts = countdownParts(new Date(targetMs), at ?? now, expired);
  const frozen = at !== undefined;

  useEffect(() => {
    if (parts.done || frozen) return;
    const timer = window.setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [parts.done, frozen, targetMs]);

  return (
    <section className="countdown" aria-label={label}>
      {/* The ticking digits are hidden from screen readers; they hear the summary below when it changes. */}
      <ol className="countdown__parts" aria-hidden="true">
        {UNITS.map((unit) => (
          <li key={unit} className="countdown__part">
            {/* A page rendered on the server counted from its own clock; the first tick brings the browser's. */}
            <span className="countdown__value" data-unit={unit} suppressHydrationWarning>
              {String(parts[unit]).padStart(2, '0')}
            </span>
            <span className="countdown__unit">{unit}</span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" suppressHydrationWarning>
        {spokenSummary(parts)}
      </p>
    </section>
  );
}
