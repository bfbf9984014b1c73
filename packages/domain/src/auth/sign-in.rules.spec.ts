import { signInNeedsCaptcha } from './sign-in.rules';

const now = new Date('2026-11-24T10:00:00Z');
const minutesAgo = (...minutes: number[]) => minutes.map((each) => new Date(now.getTime() - each * 60_000));

describe('signInNeedsCaptcha', () => {
  it.each([
    ['no wrong password yet', [], false],
    ['four wrong passwords just now', minutesAgo(0, 0, 1, 2), false],
    ['five wrong passwords just now', minutesAgo(0, 0, 1, 2, 3), true],
    ['fifty wrong passwords within 14 minutes', minutesAgo(...Array.from({ length: 50 }, (_, index) => (index * 14) / 50)), true],
    ['five wrong passwords, one of them 15 minutes ago', minutesAgo(1, 2, 3, 4, 15), false],
    ['five wrong passwords an hour ago', minutesAgo(60, 60, 61, 62, 63), false],
  ])('should answer for %s', (_case, failedAt, expected) => {
    expect(signInNeedsCaptcha(failedAt, now)).toBe(expected);
  });
});
