import { AccessLevel } from '../users/access-level';
import {
  formatRecoveryCode,
  isFreshStep,
  normalizeRecoveryCode,
  secondFactorRemovalRefusal,
  secondStepLockedUntil,
  stepAt,
  twoStepRequiredFor,
} from './two-step.rules';

const god = { id: 'g', accessLevel: AccessLevel.GOD };
const otherGod = { id: 'g2', accessLevel: AccessLevel.GOD };
const admin = { id: 'a', accessLevel: AccessLevel.ADMIN };
const family = { id: 'f', accessLevel: AccessLevel.GENERAL };
const required = { twoStepRequiredForStaff: true };
const optional = { twoStepRequiredForStaff: false };

describe('twoStepRequiredFor', () => {
  it.each([
    [AccessLevel.GOD, required, true],
    [AccessLevel.ADMIN, required, true],
    [AccessLevel.GENERAL, required, false],
    [AccessLevel.GOD, optional, false],
    [AccessLevel.ADMIN, optional, false],
  ])('level %p with %o: %p', (level, policy, expected) => {
    expect(twoStepRequiredFor(level, policy)).toBe(expected);
  });
});

describe('secondFactorRemovalRefusal', () => {
  it.each([
    ['a family turning its own off', family, family, 1, optional, null],
    ['a family turning its own off while staff must have it', family, family, 1, required, null],
    ['an ADMIN turning their own off', admin, admin, 1, optional, null],
    ['an ADMIN turning their own off while required', admin, admin, 1, required, 'required'],
    ['the only GOD turning their own off', god, god, 1, optional, 'last-god'],
    ['one of two GODs turning their own off', god, god, 2, optional, null],
    ['a GOD resetting a family', god, family, 1, required, null],
    ['a GOD resetting an ADMIN while required', god, admin, 1, required, null],
    ['a GOD resetting another GOD', god, otherGod, 2, optional, null],
    ['a GOD resetting the only GOD', otherGod, god, 1, optional, 'last-god'],
  ] as const)('%s: %p', (_what, actor, target, gods, policy, expected) => {
    expect(secondFactorRemovalRefusal(actor, target, gods, policy)).toBe(expected);
  });
});

describe('isFreshStep', () => {
  it.each([
    [100, null, true],
    [101, 100, true],
    [100, 100, false],
    [99, 100, false],
  ])('step %p after %p: %p', (step, last, expected) => {
    expect(isFreshStep(step, last)).toBe(expected);
  });

  it('should count 30-second steps from the epoch', () => {
    expect(stepAt(new Date(59_999))).toBe(1);
    expect(stepAt(new Date(60_000))).toBe(2);
  });
});

describe('secondStepLockedUntil', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it.each([
    ['no wrong codes', [], null],
    ['four wrong codes', [1, 2, 3, 4].map(minutesAgo), null],
    ['five wrong codes in the last quarter hour', [1, 2, 3, 4, 5].map(minutesAgo), new Date(minutesAgo(5).getTime() + 15 * 60_000)],
    ['five wrong codes, one of them older than a quarter hour', [1, 2, 3, 4, 16].map(minutesAgo), null],
    ['six wrong codes: the pause runs from the fifth newest', [1, 2, 3, 4, 6, 14].map(minutesAgo), new Date(minutesAgo(6).getTime() + 15 * 60_000)],
  ])('%s', (_what, failures, expected) => {
    expect(secondStepLockedUntil(failures, now)).toEqual(expected);
  });
});

describe('recovery codes', () => {
  it.each([
    ['abcde-12345', 'abcde12345'],
    [' ABCDE 12345 ', 'abcde12345'],
    ['abcde12345', 'abcde12345'],
  ])('should read %p as %p', (typed, expected) => {
    expect(normalizeRecoveryCode(typed)).toBe(expected);
  });

  it('should show a code as two groups of five', () => {
    expect(formatRecoveryCode('ABCDE12345')).toBe('abcde-12345');
  });
});
