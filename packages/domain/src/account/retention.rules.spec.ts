import { inactiveSince, isPastKeepingTime } from './retention.rules';

describe('isPastKeepingTime', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it.each([
    ['signed in a month ago', new Date('2026-10-28T10:00:00Z'), new Date('2020-01-01T00:00:00Z'), 24, false],
    ['signed in 25 months ago', new Date('2024-10-28T10:00:00Z'), new Date('2020-01-01T00:00:00Z'), 24, true],
    ['signed in 25 months ago, kept 36', new Date('2024-10-28T10:00:00Z'), new Date('2020-01-01T00:00:00Z'), 36, false],
    ['never signed in, made 3 years ago', null, new Date('2023-11-01T00:00:00Z'), 24, true],
    ['never signed in, made last week', null, new Date('2026-11-21T00:00:00Z'), 24, false],
  ])('%s: %p', (_what, lastSignInAt, createdAt, months, expected) => {
    expect(isPastKeepingTime({ lastSignInAt, createdAt }, months, now)).toBe(expected);
  });

  it('should count calendar months back', () => {
    expect(inactiveSince(now, 24).toISOString()).toBe('2024-11-28T10:00:00.000Z');
  });
});
