import { clockText, dateBadgeOf, dayText, momentText, occurrenceTimeText } from './calendar-text';

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

  it('should badge an occurrence with its day and month', () => {
    expect(dateBadgeOf({ start: '2026-09-06T16:00' })).toEqual({ day: 6, month: 'Sep' });
    expect(dayText('2027-03-09')).toBe('Tue 9 Mar 2027');
  });

  it.each([
    ['2026-12-13T16:00:00Z', 'America/Chicago', 'Sunday, December 13, 2026 at 10:00 AM'],
    ['2026-12-13T16:00:00Z', 'UTC', 'Sunday, December 13, 2026 at 4:00 PM'],
    ['2026-12-14T05:30:00Z', 'America/Los_Angeles', 'Sunday, December 13, 2026 at 9:30 PM'],
    ['2027-03-14T07:59:00Z', 'America/Chicago', 'Sunday, March 14, 2027 at 1:59 AM'],
    ['2027-03-14T08:00:00Z', 'America/Chicago', 'Sunday, March 14, 2027 at 3:00 AM'],
    ['2027-06-01T11:05:00Z', 'Europe/London', 'Tuesday, June 1, 2027 at 12:05 PM'],
  ])('should write the moment %p as a clock in %p shows it: %p', (instant, timeZone, expected) => {
    expect(momentText(new Date(instant), timeZone)).toBe(expected);
  });
});
