import { offerDeadline, offerDeadlineText } from './offers.rules';

describe('offerDeadline', () => {
  it.each([
    // 9:00 in New York on Sunday 29 November, 7 days: the end of Sunday 6 December there.
    ['2026-11-29T14:00:00Z', 7, 'America/New_York', '2026-12-07T05:00:00.000Z', 'Sunday, December 6'],
    // 23:30 in New York is already the 30th in UTC; the school's day counts.
    ['2026-11-30T04:30:00Z', 1, 'America/New_York', '2026-12-01T05:00:00.000Z', 'Monday, November 30'],
    ['2026-11-29T14:00:00Z', 3, 'UTC', '2026-12-03T00:00:00.000Z', 'Wednesday, December 2'],
  ])('an offer at %s with %i days in %s lapses at %s (%s)', (at, days, zone, deadline, text) => {
    const result = offerDeadline(new Date(at), days, zone);
    expect(result.toISOString()).toBe(deadline);
    expect(offerDeadlineText(result, zone)).toBe(text);
  });
});
