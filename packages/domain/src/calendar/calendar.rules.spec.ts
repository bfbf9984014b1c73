import { audiencesFor, importChanges } from './calendar.rules';
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
