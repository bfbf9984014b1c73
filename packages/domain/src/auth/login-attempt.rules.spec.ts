import { FAILED_LOGIN_MEMORY_MINUTES, loginAttempt, MAX_FAILED_LOGINS } from './login-attempt.rules';

const now = new Date('2026-11-24T10:00:00Z');
const minutesAgo = (...minutes: number[]) => minutes.map((each) => new Date(now.getTime() - each * 60_000));

describe('loginAttempt', () => {
  it.each([
    ['no wrong password yet', [], 0, false],
    ['four wrong passwords just now', minutesAgo(0, 0, 1, 2), 4, false],
    ['five wrong passwords just now', minutesAgo(0, 0, 1, 2, 3), 5, true],
    ['fifty wrong passwords within 14 minutes', minutesAgo(...Array.from({ length: 50 }, (_, index) => (index * 14) / 50)), 50, true],
    ['five wrong passwords, one of them exactly 15 minutes ago', minutesAgo(1, 2, 3, 4, 15), 4, false],
    ['five wrong passwords, one of them 14 minutes 59 seconds ago', minutesAgo(1, 2, 3, 4, 14 + 59 / 60), 5, true],
    ['five wrong passwords an hour ago', minutesAgo(60, 60, 61, 62, 63), 0, false],
    ['five wrong passwords given newest last', minutesAgo(14, 10, 5, 1, 0), 5, true],
  ])('should count %s and answer whether the captcha is needed', (_case, failedAt, recentFailures, captchaRequired) => {
    expect(loginAttempt({ failedAt }, now)).toEqual({
      recentFailures,
      captchaRequired,
      forgetUpTo: new Date(now.getTime() - FAILED_LOGIN_MEMORY_MINUTES * 60_000),
    });
  });

  it('should ask for the captcha from the MAX_FAILED_LOGINS-th wrong password on, never refuse outright', () => {
    const answers = Array.from({ length: MAX_FAILED_LOGINS + 2 }, (_, count) => loginAttempt({ failedAt: minutesAgo(...Array(count).fill(1)) }, now));
    expect(answers.map((answer) => answer.captchaRequired)).toEqual([false, false, false, false, false, true, true]);
  });
});
