import { clockText, dateBadgeOf, dayText, momentDayText, momentText, occurrenceTimeText, whenText } from './calendar-text';
import { instantOfText } from './zoned-time';

describe('calendar texts', () => {
  it.each([
    ['00:05', '12:05am'],
    ['08:30', '8:30am'],
    ['12:00', '12:00pm'],
    ['2027-03-09T18:45', '6:45pm'],
  ])('should write %p as %p', (time, expected) => {
    expect(clockText(time)).toBe(expected);
  });

  it.each([
    [{ allDay: false, start: '2027-03-09T18:00', end: '2027-03-09T19:30' }, '6:00pm-7:30pm'],
    [{ allDay: true, start: '2027-03-09', end: '2027-03-09' }, 'All day'],
    [{ allDay: true, start: '2027-03-09', end: '2027-03-12' }, 'All day, to Fri 12 Mar 2027'],
    [{ allDay: false, start: '2027-03-09T22:00', end: '2027-03-10T01:00' }, '10:00pm-Wed 10 Mar 2027 1:00am'],
  ])('should say when %p is: %p', (occurrence, expected) => {
    expect(occurrenceTimeText(occurrence)).toBe(expected);
  });

  it('should write a day with its weekday', () => {
    expect(dayText('2027-03-09')).toBe('Tue 9 Mar 2027');
  });

  it.each([
    ['2026-12-13T16:00:00Z', 'America/Chicago', 'Sun 13 Dec 2026, 10:00am'],
    ['2026-12-13T16:00:00Z', 'UTC', 'Sun 13 Dec 2026, 4:00pm'],
    ['2026-12-14T05:30:00Z', 'America/Los_Angeles', 'Sun 13 Dec 2026, 9:30pm'],
    ['2027-03-14T07:59:00Z', 'America/Chicago', 'Sun 14 Mar 2027, 1:59am'],
    ['2027-03-14T08:00:00Z', 'America/Chicago', 'Sun 14 Mar 2027, 3:00am'],
    ['2027-06-01T11:05:00Z', 'Europe/London', 'Tue 1 Jun 2027, 12:05pm'],
  ])('should write the moment %p as a clock in %p shows it: %p', (instant, timeZone, expected) => {
    expect(momentText(new Date(instant), timeZone)).toBe(expected);
    expect(momentText({ seconds: Date.parse(instant) / 1000 }, timeZone)).toBe(expected);
  });

  it('should write only the day of a moment, the day the school’s clock shows then', () => {
    expect(momentDayText(new Date('2026-12-14T05:30:00Z'), 'America/Los_Angeles')).toBe('Sun 13 Dec 2026');
    expect(momentDayText({ seconds: Date.parse('2026-12-14T05:30:00Z') / 1000 }, 'UTC')).toBe('Mon 14 Dec 2026');
  });
});

describe('whenText and dateBadgeOf: a date on the calendar, on the school clock', () => {
  const CHICAGO = 'America/Chicago';
  /** An occurrence as the API sends it: wall-clock texts in its own zone, and its instants. */
  const at = (start: string, end: string, timeZone = CHICAGO, allDay = false) => ({
    allDay,
    start,
    end,
    timeZone,
    startsAt: { seconds: instantOfText(start, timeZone).getTime() / 1000 },
    endsAt: { seconds: instantOfText(end, timeZone).getTime() / 1000 },
  });

  it.each([
    ['an evening in the school zone', at('2027-03-09T18:00', '2027-03-09T19:30'), 'Tue 9 Mar 2027, 6:00pm-7:30pm', { day: 9, month: 'Mar' }],
    ['a night into the next day', at('2027-03-09T22:00', '2027-03-10T01:00'), 'Tue 9 Mar 2027, 10:00pm-Wed 10 Mar 2027, 1:00am', { day: 9, month: 'Mar' }],
    ['9:00 in New York, an hour earlier in Chicago', at('2027-03-09T09:00', '2027-03-09T10:00', 'America/New_York'), 'Tue 9 Mar 2027, 8:00am-9:00am', { day: 9, month: 'Mar' }],
    ['a Tokyo morning, the evening before in Chicago', at('2027-03-10T09:00', '2027-03-10T10:00', 'Asia/Tokyo'), 'Tue 9 Mar 2027, 6:00pm-7:00pm', { day: 9, month: 'Mar' }],
    ['a London call in the week the clocks differ', at('2027-03-25T16:00', '2027-03-25T17:00', 'Europe/London'), 'Thu 25 Mar 2027, 11:00am-12:00pm', { day: 25, month: 'Mar' }],
    ['a no-school day', at('2027-03-15', '2027-03-15', CHICAGO, true), 'Mon 15 Mar 2027, all day', { day: 15, month: 'Mar' }],
    ['spring break, in another zone: the same days', at('2027-03-22', '2027-03-26', 'Europe/London', true), 'Mon 22 Mar 2027-Fri 26 Mar 2027, all day', { day: 22, month: 'Mar' }],
  ])('should write %s', (_, when, text, badge) => {
    expect(whenText(when, CHICAGO)).toBe(text);
    expect(dateBadgeOf(when, CHICAGO)).toEqual(badge);
  });

  it('should read an event from a file, which has no instants yet, at its wall clock in its zone', () => {
    expect(whenText({ allDay: false, start: '2027-03-09T09:00', end: '2027-03-09T10:00', timeZone: 'America/New_York' }, CHICAGO)).toBe('Tue 9 Mar 2027, 8:00am-9:00am');
  });
});
