import { audiencesFor, eventDays, importChanges, seriesHasDates } from './calendar.rules';
import { eventTimesProblem } from './calendar.schema';
import type { ImportedEvent } from './calendar.types';

describe('audiencesFor', () => {
  it.each([
    ['whole-school', ['whole-school']],
    ['primary', ['primary', 'whole-school']],
    ['staff', ['staff', 'whole-school']],
  ] as const)('should show someone following %s the events of %p', (audience, expected) => {
    expect(audiencesFor(audience)).toEqual(expected);
  });
});

describe('importChanges', () => {
  const imported: ImportedEvent = {
    uid: 'a@district.example',
    title: 'Winter break',
    description: '',
    place: '',
    allDay: true,
    start: '2026-12-21',
    end: '2027-01-01',
    timeZone: 'America/Chicago',
    repeat: null,
    skippedDates: ['2026-12-25', '2026-12-24'],
    linkUrl: null,
  };
  const record = { ...imported, skippedDates: ['2026-12-24', '2026-12-25'] };

  it.each([
    ['the same event, skipped dates in another order', {}, false],
    ['a new title', { title: 'Winter holidays' }, true],
    ['a later end', { end: '2027-01-02' }, true],
    ['a rule added', { repeat: 'FREQ=YEARLY' }, true],
    ['a skipped date fewer', { skippedDates: ['2026-12-24'] }, true],
  ])('should say whether %s changes the record: %p', (_, change, expected) => {
    expect(importChanges(record, { ...imported, ...change })).toBe(expected);
  });
});

describe('eventTimesProblem', () => {
  it.each([
    [{ allDay: false, start: '2027-03-09T18:00', end: '2027-03-09T19:30' }, null],
    [{ allDay: true, start: '2027-06-14', end: '2027-08-20' }, null],
    [{ allDay: false, start: '2027-03-09T18:00', end: '2027-03-09T18:00' }, 'The event must end after it starts'],
    [{ allDay: true, start: '2027-03-09', end: '2028-03-09' }, 'An event can last at most 366 days'],
    [{ allDay: false, start: '2027-03-09T18:00', end: '2028-03-10T18:00' }, 'An event can last at most 366 days'],
    [{ allDay: false, start: '1899-12-31T18:00', end: '1899-12-31T19:00' }, 'Please choose dates between 1900 and 2200'],
    [{ allDay: true, start: '9999-01-01', end: '9999-01-01' }, 'Please choose dates between 1900 and 2200'],
  ])('should find in %p the problem %p', (times, problem) => {
    expect(eventTimesProblem(times)).toBe(problem);
  });

  it('should count an event\'s days on the wall clock', () => {
    expect(eventDays({ allDay: true, start: '2027-03-09', end: '2027-03-09' })).toBe(1);
    expect(eventDays({ allDay: false, start: '2027-03-09T18:00', end: '2027-03-10T06:00' })).toBe(0.5);
  });
});

describe('seriesHasDates', () => {
  it.each([
    ['every Tuesday', 'FREQ=WEEKLY;BYDAY=TU', true],
    ['every 29 February', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', true],
    ['every 30 February', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', false],
    ['a rule it cannot read', 'FREQ=MINUTELY', false],
    ['a series that ended before it began', 'FREQ=DAILY;UNTIL=20260101T000000', false],
  ])('should say whether %s has a date within ten years', (_, repeat, expected) => {
    expect(seriesHasDates('2027-03-09T18:00', repeat)).toBe(expected);
  });
});
