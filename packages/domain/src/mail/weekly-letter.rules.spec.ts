import { DEFAULT_LETTER_SCHEDULE, hasSomethingNew, isLetterTime, isoWeekOf, latestLetterTime, letterStillDue, NO_LETTER_CONTENTS, nextLetterTime } from './weekly-letter.rules';

const CHICAGO = 'America/Chicago';

describe('latestLetterTime', () => {
  it.each([
    // Sunday 17:00 in Chicago is 23:00 UTC in winter (UTC-6) and 22:00 UTC in summer (UTC-5).
    ['2027-03-03T12:00:00Z', DEFAULT_LETTER_SCHEDULE, '2027-02-28T23:00:00.000Z', '2027-02-28'],
    ['2027-02-28T23:00:00Z', DEFAULT_LETTER_SCHEDULE, '2027-02-28T23:00:00.000Z', '2027-02-28'],
    ['2027-02-28T22:59:59Z', DEFAULT_LETTER_SCHEDULE, '2027-02-21T23:00:00.000Z', '2027-02-21'],
    // The clocks go forward on 14 March 2027: the letter stays at 17:00 on the school's clock.
    ['2027-03-15T00:00:00Z', DEFAULT_LETTER_SCHEDULE, '2027-03-14T22:00:00.000Z', '2027-03-14'],
    // Sunday evening in Chicago is already Monday in UTC: still that Sunday's letter.
    ['2027-03-01T01:30:00Z', DEFAULT_LETTER_SCHEDULE, '2027-02-28T23:00:00.000Z', '2027-02-28'],
    // Wednesday 07:30.
    ['2027-03-10T13:29:00Z', { day: 3, time: '07:30' }, '2027-03-03T13:30:00.000Z', '2027-03-03'],
    ['2027-03-10T13:30:00Z', { day: 3, time: '07:30' }, '2027-03-10T13:30:00.000Z', '2027-03-10'],
  ])('at %s with %p should be %s (%s)', (now, schedule, at, day) => {
    expect(latestLetterTime(new Date(now), schedule, CHICAGO)).toMatchObject({ at: new Date(at), day });
  });

  it('should read the time in the zone it is given', () => {
    expect(latestLetterTime(new Date('2027-03-03T12:00:00Z'), DEFAULT_LETTER_SCHEDULE, 'UTC').at).toEqual(new Date('2027-02-28T17:00:00Z'));
    expect(latestLetterTime(new Date('2027-03-03T12:00:00Z'), DEFAULT_LETTER_SCHEDULE, 'Pacific/Auckland').at).toEqual(new Date('2027-02-28T04:00:00Z'));
  });
});

describe('nextLetterTime', () => {
  it('should be a week after the latest, on the school clock across the change to summer time', () => {
    expect(nextLetterTime(new Date('2027-03-10T12:00:00Z'), DEFAULT_LETTER_SCHEDULE, CHICAGO)).toMatchObject({ at: new Date('2027-03-14T22:00:00Z'), day: '2027-03-14' });
  });
});

describe('isoWeekOf', () => {
  it.each([
    ['2027-03-14', '2027-W10'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2026-12-31', '2026-W53'],
    ['2024-12-30', '2025-W01'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  it('should put Sunday and the Monday before it in one week, so a letter moved within the week goes once', () => {
    expect(isoWeekOf('2027-03-08')).toBe(isoWeekOf('2027-03-14'));
  });
});

describe('letterStillDue', () => {
  const time = latestLetterTime(new Date('2027-02-28T23:00:00Z'), DEFAULT_LETTER_SCHEDULE, CHICAGO);
  it.each([
    ['2027-02-28T22:59:59Z', false],
    ['2027-02-28T23:00:00Z', true],
    ['2027-03-01T22:59:00Z', true],
    ['2027-03-01T23:00:01Z', false],
  ])('at %s: %p', (now, due) => {
    expect(letterStillDue(time, new Date(now))).toBe(due);
  });
});

describe('hasSomethingNew', () => {
  const last = { posts: ['p1'], occurrences: ['e1/2027-03-02', 'e2/2027-03-09'], flyer: 'f1' };
  it.each([
    ['a post since the last letter', { posts: ['p2'], occurrences: [], flyer: null }, true],
    ['a date the last letter did not list', { posts: [], occurrences: ['e2/2027-03-09', 'e2/2027-03-16'], flyer: 'f1' }, true],
    ['another flyer', { posts: [], occurrences: [], flyer: 'f2' }, true],
    ['only dates and the flyer it had', { posts: [], occurrences: ['e2/2027-03-09'], flyer: 'f1' }, false],
    ['nothing at all', NO_LETTER_CONTENTS, false],
  ])('%s: %p', (_what, letter, expected) => {
    expect(hasSomethingNew(letter, last)).toBe(expected);
  });

  it('should count everything in the first letter as new', () => {
    expect(hasSomethingNew({ posts: [], occurrences: ['e1/2027-03-02'], flyer: null }, NO_LETTER_CONTENTS)).toBe(true);
  });
});

describe('isLetterTime', () => {
  it.each([
    ['17:00', true],
    ['07:30', true],
    ['23:59', true],
    ['24:00', false],
    ['7:30', false],
    ['17:60', false],
    ['', false],
  ])('%p: %p', (text, valid) => {
    expect(isLetterTime(text)).toBe(valid);
  });
});
