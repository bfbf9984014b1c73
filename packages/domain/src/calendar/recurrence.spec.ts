import { RRule } from 'rrule';
import { eachRecurrence, readRecurrence, recurrenceOf } from './recurrence';

const DAY_MS = 86_400_000;

/** The starts of `text` from `first` in [after, before], as this module works them out. */
function starts(text: string, first: Date, after: Date, before: Date, limit = 10_000): string[] {
  const found: string[] = [];
  eachRecurrence(recurrenceOf(text), first.getTime(), after.getTime(), before.getTime(), (start) => {
    found.push(new Date(start).toISOString());
    return found.length < limit;
  });
  return found;
}

/** The same, as rrule works them out: the oracle (which gives a date twice when two BYSETPOS pick the same day). */
const rruleStarts = (text: string, first: Date, after: Date, before: Date) => [
  ...new Set(new RRule({ ...RRule.parseString(text), dtstart: first }).between(after, before, true).map((date) => date.toISOString())),
];

/** A seeded generator, so every run checks the same rules. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('eachRecurrence', () => {
  const first = new Date('2027-03-02T18:00:00Z');
  const year = [new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')] as const;

  it.each([
    ['every Tuesday', 'FREQ=WEEKLY', 44],
    ['every other Tuesday and Thursday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH', 44],
    ['every weekday', 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', 219],
    ['the second Tuesday of each month', 'FREQ=MONTHLY;BYDAY=+2TU', 10],
    ['the last weekday of each month', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', 10],
    ['the 31st, in the months that have one', 'FREQ=MONTHLY;BYMONTHDAY=31', 6],
    ['every 2 March', 'FREQ=YEARLY', 1],
    ['three times', 'FREQ=DAILY;COUNT=3', 3],
    ['until 16 March', 'FREQ=DAILY;UNTIL=20270316T235959', 15],
  ])('should find the dates of %s in 2027 as rrule does', (_, text, count) => {
    const mine = starts(text, first, ...year);
    expect(mine).toEqual(rruleStarts(text, first, ...year));
    expect(mine).toHaveLength(count);
  });

  it('should find the same dates as rrule for two thousand rules of every shape, in windows anywhere in the series', () => {
    const next = random(20270302);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const some = (count: number, make: () => string) => [...new Set(Array.from({ length: 1 + Math.floor(next() * count) }, make))].join(',');
    let compared = 0;
    for (let round = 0; round < 2000; round += 1) {
      const freq = pick(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
      const parts = [`FREQ=${freq}`];
      if (next() < 0.4) parts.push(`INTERVAL=${1 + Math.floor(next() * 3)}`);
      if (next() < 0.3) parts.push(`BYMONTH=${some(3, () => String(1 + Math.floor(next() * 12)))}`);
      if (next() < 0.3) parts.push(`BYMONTHDAY=${some(3, () => pick(['1', '2', '13', '15', '28', '29', '30', '31', '-1', '-2', '-7']))}`);
      if (next() < 0.1 && freq !== 'WEEKLY') parts.push(`BYYEARDAY=${some(2, () => pick(['1', '100', '200', '365', '366', '-1', '-30']))}`);
      if (next() < 0.5) parts.push(`BYDAY=${some(3, () => (next() < 0.5 && freq !== 'DAILY' && freq !== 'WEEKLY' ? pick(['1', '2', '3', '4', '-1', '-2']) : '') + pick(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']))}`);
      if (next() < 0.2) parts.push(`BYSETPOS=${some(2, () => pick(['1', '2', '-1', '3']))}`);
      if (next() < 0.2) parts.push(`WKST=${pick(['MO', 'SU', 'WE'])}`);
      if (next() < 0.25) parts.push(`COUNT=${1 + Math.floor(next() * 30)}`);
      else if (next() < 0.3) parts.push(`UNTIL=${2027 + Math.floor(next() * 4)}0${1 + Math.floor(next() * 9)}15T120000`);
      const text = parts.join(';');
      // rrule counts a date twice toward COUNT when two BYSETPOS pick the same day; RFC 5545 counts it once, as this does.
      if ('problem' in readRecurrence(text) || (/BYSETPOS/.test(text) && /COUNT/.test(text))) continue;
      const first = new Date(Date.UTC(2026 + Math.floor(next() * 3), Math.floor(next() * 12), 1 + Math.floor(next() * 28), Math.floor(next() * 24), pick([0, 30])));
      const after = new Date(first.getTime() + Math.floor((next() - 0.2) * 900) * DAY_MS);
      const before = new Date(after.getTime() + Math.floor(next() * 500) * DAY_MS);
      // rrule walks on to the year 9999 past the window when a rule has no more dates: only rules with dates soon after it.
      if (starts(text, first, before, new Date(before.getTime() + 3 * 366 * DAY_MS), 1).length === 0 && !/COUNT|UNTIL/.test(text)) continue;
      if (starts(text, first, first, new Date(first.getTime() + 4 * 366 * DAY_MS), 1).length === 0) continue;
      expect([text, first.toISOString(), starts(text, first, after, before)]).toEqual([text, first.toISOString(), rruleStarts(text, first, after, before)]);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('should answer at once for a rule that never has a date, where rrule walks on to the year 9999', () => {
    expect(starts('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', first, ...year)).toEqual([]);
    expect(starts('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=3', first, ...year)).toEqual([]);
  });

  it('should walk only the window of a series started long ago', () => {
    const since1900 = new Date('1900-01-01T08:00:00Z');
    expect(starts('FREQ=DAILY', since1900, new Date('2027-03-01T00:00:00Z'), new Date('2027-03-04T00:00:00Z'))).toEqual([
      '2027-03-01T08:00:00.000Z',
      '2027-03-02T08:00:00.000Z',
      '2027-03-03T08:00:00.000Z',
    ]);
  });
});

describe('readRecurrence', () => {
  it.each([
    ['FREQ=MINUTELY', 'it repeats more often than once a day (FREQ=MINUTELY), which the calendar does not keep.'],
    ['FREQ=SECONDLY;COUNT=1000000000', 'it repeats more often than once a day (FREQ=SECONDLY), which the calendar does not keep.'],
    ['FREQ=DAILY;COUNT=1000000000', 'it repeats 1,000,000,000 times; the calendar keeps at most 1,000 dates of a series.'],
    ['FREQ=DAILY;INTERVAL=0', 'its repeat rule has INTERVAL=0; the calendar keeps steps of 1 to 1,000.'],
    ['FREQ=WEEKLY;BYHOUR=9,10', "it repeats at set hours or minutes (BYHOUR), which the calendar does not keep: one date a day at the event's time."],
    ['FREQ=YEARLY;BYWEEKNO=20', 'its repeat rule uses BYWEEKNO, which the calendar does not keep.'],
    ['FREQ=MONTHLY;BYDAY=6MO', 'its repeat rule has BYDAY=6MO; a month has at most five of each weekday.'],
    ['FREQ=WEEKLY;BYDAY=XX', 'its repeat rule has BYDAY=XX, which is no list of weekdays.'],
    ['FREQ=WEEKLY;UNTIL=soon', 'its repeat rule has UNTIL=SOON, which is no date.'],
    ['FREQ=WEEKLY;FREQ=DAILY', 'its repeat rule cannot be read (FREQ=WEEKLY;FREQ=DAILY).'],
    ['BYDAY=MO', 'its repeat rule does not say how often it repeats (daily, weekly, monthly or yearly).'],
    [`FREQ=WEEKLY;BYDAY=${'MO,'.repeat(200)}TU`, 'its repeat rule is longer than 500 characters.'],
  ])('should say what is wrong with %p', (text, problem) => {
    expect(readRecurrence(text)).toEqual({ problem });
  });

  it('should read a rule as another calendar writes it', () => {
    expect(readRecurrence('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;INTERVAL=2;WKST=SU;UNTIL=20270616T235959Z')).toEqual({
      rule: expect.objectContaining({ freq: 'WEEKLY', interval: 2, weekStart: 6, until: Date.UTC(2027, 5, 16, 23, 59, 59), weekdays: [{ weekday: 1, nth: 0 }, { weekday: 3, nth: 0 }] }),
    });
  });
});
