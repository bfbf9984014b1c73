import type { Timestamp } from '@trailside/domain/api/timestamp';
import type { FlyerDates } from '@trailside/domain/social-events/social-event.rules';

/** One flyer's bar: from the moment it goes up to its event, as percentages of the timeline's width. */
export interface TimelineBar {
  id: string;
  left: number;
  width: number;
  /** The row it sits in: flyers up at the same time get rows of their own, so neither hides the other. */
  lane: number;
}

export interface TimelineLayout {
  /** The span shown, in seconds since the epoch. */
  start: number;
  end: number;
  bars: TimelineBar[];
  lanes: number;
  /** Where the previewed moment falls, as a percentage of the width. */
  marker: number;
}

const DAY = 86_400;
/** A bar this thin is still seen and can be told apart from the marker. */
const MIN_WIDTH = 0.75;

const percent = (seconds: number, start: number, span: number) => Math.round(((seconds - start) / span) * 10_000) / 100;

/**
 * Lays out the flyers on one time axis from the earliest launch to the latest event, stretched to include
 * the previewed moment, with a day either side. Bars go in the first row free when they start, so bars in
 * one row never overlap.
 */
export function timelineLayout(events: readonly (Pick<FlyerDates, 'launchDate' | 'eventDate'> & { id: string })[], moment: Timestamp): TimelineLayout {
  const seconds = [moment.seconds, ...events.flatMap((event) => [event.launchDate.seconds, event.eventDate.seconds])];
  const start = Math.min(...seconds) - DAY;
  const end = Math.max(...seconds) + DAY;
  const span = end - start;

  const laneEnds: number[] = [];
  const bars = [...events]
    .sort((a, b) => a.launchDate.seconds - b.launchDate.seconds || a.eventDate.seconds - b.eventDate.seconds)
    .map((event): TimelineBar => {
      let lane = laneEnds.findIndex((laneEnd) => laneEnd <= event.launchDate.seconds);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = event.eventDate.seconds;
      const left = percent(event.launchDate.seconds, start, span);
      return { id: event.id, left, width: Math.max(MIN_WIDTH, percent(event.eventDate.seconds, start, span) - left), lane };
    });

  return { start, end, bars, lanes: Math.max(1, laneEnds.length), marker: percent(moment.seconds, start, span) };
}
