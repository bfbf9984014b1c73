import { countdownParts } from './countdown';

const NOW = new Date('2026-11-22T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('countdownParts', () => {
  it.each([
    ['one second', later(1), { days: 0, hours: 0, minutes: 0, seconds: 1, done: false }],
    ['a minute and a half', later(90), { days: 0, hours: 0, minutes: 1, seconds: 30, done: false }],
    ['a day, two hours, three minutes, four seconds', later(86_400 + 7200 + 180 + 4), { days: 1, hours: 2, minutes: 3, seconds: 4, done: false }],
    ['three weeks', later(21 * 86_400), { days: 21, hours: 0, minutes: 0, seconds: 0, done: false }],
    ['half a second (rounds down to zero)', new Date(NOW.getTime() + 500), { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
    ['exactly now', NOW, { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
    ['a day ago', later(-86_400), { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
  ])('should count down %s', (_, target, expected) => {
    expect(countdownParts(target, NOW)).toEqual(expected);
  });

  it('should take a {seconds} timestamp', () => {
    expect(countdownParts({ seconds: NOW.getTime() / 1000 + 3661 }, NOW)).toMatchObject({ hours: 1, minutes: 1, seconds: 1 });
  });

  it('should stop at zero when the event is flagged expired, even with time left', () => {
    expect(countdownParts(later(3600), NOW, true)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
