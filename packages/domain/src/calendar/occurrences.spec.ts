import { eachOccurrence, type OccurrenceSource, occurrenceOn, occurrencesOf, occurrencesOfAll } from './occurrences';

const CHICAGO = 'America/Chicago';

const event = (fields: Partial<OccurrenceSource>): OccurrenceSource => ({
  id: 'e1',
  title: 'Parent coffee morning',
  description: '',
  place: 'The library',
  audience: 'families',
  kind: 'event',
  allDay: false,
  start: '2027-03-02T18:00',
  end: '2027-03-02T19:30',
  timeZone: CHICAGO,
  repeat: null,
  skippedDates: [],
  imageUrl: null,
  linkUrl: null,
  ...fields,
});

const SPRING = [new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')] as const;
const instants = (occurrences: ReturnType<typeof occurrencesOf>) =>
  occurrences.map((occurrence) => [occurrence.date, new Date(occurrence.startsAt.seconds * 1000).toISOString(), new Date(occurrence.endsAt.seconds * 1000).toISOString()]);

describe('occurrencesOf', () => {
  it('should keep a weekly 6pm at 6pm local time across the spring change, skipped date left out', () => {
    const weekly = event({ repeat: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330T235959', skippedDates: ['2027-03-23'] });
    expect(instants(occurrencesOf(weekly, ...SPRING))).toEqual([
      ['2027-03-02', '2027-03-03T00:00:00.000Z', '2027-03-03T01:30:00.000Z'],
      ['2027-03-09', '2027-03-10T00:00:00.000Z', '2027-03-10T01:30:00.000Z'],
      // The clocks went forward on Sunday 14 March: 6pm is now 23:00 UTC.
      ['2027-03-16', '2027-03-16T23:00:00.000Z', '2027-03-17T00:30:00.000Z'],
      ['2027-03-30', '2027-03-30T23:00:00.000Z', '2027-03-31T00:30:00.000Z'],
    ]);
  });

  it.each([
    ['a one-off evening', {}, [['2027-03-02', '2027-03-03T00:00:00.000Z', '2027-03-03T01:30:00.000Z']]],
    [
      'a no-school day, from midnight to midnight',
      { allDay: true, start: '2027-03-15', end: '2027-03-15', kind: 'no-school' as const },
      [['2027-03-15', '2027-03-15T05:00:00.000Z', '2027-03-16T05:00:00.000Z']],
    ],
    [
      'two days off over the spring change (47 hours)',
      { allDay: true, start: '2027-03-13', end: '2027-03-14' },
      [['2027-03-13', '2027-03-13T06:00:00.000Z', '2027-03-15T05:00:00.000Z']],
    ],
    [
      'the second Tuesday of each month, three times',
      { repeat: 'FREQ=MONTHLY;BYDAY=+2TU;COUNT=3' },
      [
        ['2027-03-09', '2027-03-10T00:00:00.000Z', '2027-03-10T01:30:00.000Z'],
        ['2027-04-13', '2027-04-13T23:00:00.000Z', '2027-04-14T00:30:00.000Z'],
        ['2027-05-11', '2027-05-11T23:00:00.000Z', '2027-05-12T00:30:00.000Z'],
      ],
    ],
    [
      'a London evening, read in its own zone',
      { timeZone: 'Europe/London', start: '2027-03-27T18:00', end: '2027-03-27T19:00', repeat: 'FREQ=DAILY;COUNT=2' },
      [
        ['2027-03-27', '2027-03-27T18:00:00.000Z', '2027-03-27T19:00:00.000Z'],
        ['2027-03-28', '2027-03-28T17:00:00.000Z', '2027-03-28T18:00:00.000Z'],
      ],
    ],
  ])('should work out %s', (_, fields, expected) => {
    expect(instants(occurrencesOf(event(fields), ...SPRING))).toEqual(expected);
  });

  it('should include an occurrence under way at the start of the window, and none starting at its end', () => {
    const weekly = event({ repeat: 'FREQ=WEEKLY;BYDAY=TU' });
    const during = occurrencesOf(weekly, new Date('2027-03-03T00:30:00Z'), new Date('2027-03-10T00:00:00Z'));
    expect(during.map((occurrence) => occurrence.date)).toEqual(['2027-03-02']);
  });

  it('should stop a series without an end at the window', () => {
    const weekly = event({ repeat: 'FREQ=WEEKLY' });
    expect(occurrencesOf(weekly, ...SPRING)).toHaveLength(44);
  });

  it('should give each occurrence an id of its event and day, and say it recurs', () => {
    const [first] = occurrencesOf(event({ repeat: 'FREQ=WEEKLY' }), ...SPRING);
    expect(first).toMatchObject({ id: 'e1/2027-03-02', eventId: 'e1', recurring: true, start: '2027-03-02T18:00', end: '2027-03-02T19:30' });
  });
});

describe('occurrenceOn and eachOccurrence', () => {
  const weekly = event({ repeat: 'FREQ=WEEKLY;BYDAY=TU', skippedDates: ['2027-03-23', '2027-03-24'] });

  it.each([
    ['a Tuesday of the series', '2027-03-16', '2027-03-16T18:00'],
    ['a skipped Tuesday', '2027-03-23', '2027-03-23T18:00'],
    ['a Wednesday', '2027-03-17', null],
    ['a day before the series', '2027-02-23', null],
    ['not a date', 'soon', null],
  ])('should find the occurrence on %s', (_, date, start) => {
    expect(occurrenceOn(weekly, date)?.start ?? null).toBe(start);
  });

  it('should give every date of a window, each saying whether it was skipped, and only dates the series has', () => {
    const dates: [string, boolean][] = [];
    eachOccurrence(weekly, new Date('2027-03-15T00:00:00Z'), new Date('2027-04-01T00:00:00Z'), (occurrence, skipped) => dates.push([occurrence.date, skipped]) > 0);
    expect(dates).toEqual([
      ['2027-03-16', false],
      ['2027-03-23', true],
      ['2027-03-30', false],
    ]);
  });

  it('should stop at the limit asked for, and find the next dates of a daily series begun a century ago at once', () => {
    const century = event({ start: '1927-03-02T08:00', end: '1927-03-02T09:00', repeat: 'FREQ=DAILY' });
    expect(occurrencesOf(century, ...SPRING, 2).map((occurrence) => occurrence.date)).toEqual(['2027-01-01', '2027-01-02']);
  });

  it('should give a rule with no dates none, at once', () => {
    expect(occurrencesOf(event({ repeat: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' }), ...SPRING)).toEqual([]);
  });
});

describe('occurrencesOfAll', () => {
  it('should merge events earliest first', () => {
    const a = event({ id: 'a', title: 'Choir', repeat: 'FREQ=WEEKLY;COUNT=2' });
    const b = event({ id: 'b', title: 'Art night', start: '2027-03-05T17:00', end: '2027-03-05T18:00' });
    expect(occurrencesOfAll([a, b], ...SPRING).map((occurrence) => occurrence.id)).toEqual(['a/2027-03-02', 'b/2027-03-05', 'a/2027-03-09']);
  });
});
