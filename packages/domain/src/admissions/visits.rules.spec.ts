import { addDays, visitWhenText, csvCell, csvText, placesLeft, visitReminderAt, visitWeeks, weekOf, weeklyDays } from './visits.rules';

describe('weeklyDays', () => {
  it('should give the same weekday for each week, across a month and a year', () => {
    expect(weeklyDays('2027-12-22', 3)).toEqual(['2027-12-22', '2027-12-29', '2028-01-05']);
  });
});

describe('visitReminderAt', () => {
  it.each([
    // New York: 10:00 the day before is 15:00 UTC in winter, 14:00 UTC in summer.
    ['2027-01-12', 'America/New_York', '2027-01-11T15:00:00.000Z'],
    ['2027-07-13', 'America/New_York', '2027-07-12T14:00:00.000Z'],
    // The day after the clocks went forward: the reminder is on the short day, at 10:00 there.
    ['2027-03-15', 'America/New_York', '2027-03-14T14:00:00.000Z'],
    ['2027-03-01', 'Europe/London', '2027-02-28T10:00:00.000Z'],
  ])('should be 10:00 on the school clock the day before %s in %s', (day, zone, expected) => {
    expect(visitReminderAt(day, zone).toISOString()).toBe(expected);
  });
});

describe('placesLeft', () => {
  it.each([
    [10, 3, 7],
    [3, 3, 0],
    [2, 3, 0],
  ])('of %i places with %i booked should be %i', (places, booked, left) => {
    expect(placesLeft(places, booked)).toBe(left);
  });
});

describe('weekOf and visitWeeks', () => {
  it.each([
    ['2027-03-08', '2027-03-08'],
    ['2027-03-11', '2027-03-08'],
    ['2027-03-14', '2027-03-08'],
    ['2027-01-01', '2026-12-28'],
  ])('should put %s in the week of Monday %s', (day, monday) => {
    expect(weekOf(day)).toBe(monday);
  });

  it('should group times by week in order, whatever order they came in', () => {
    const times = [{ start: '2027-03-16T09:00' }, { start: '2027-03-09T13:00' }, { start: '2027-03-09T09:00' }, { start: '2027-03-14T10:00' }];
    expect(visitWeeks(times)).toEqual([
      { weekOf: '2027-03-08', visits: [{ start: '2027-03-09T09:00' }, { start: '2027-03-09T13:00' }, { start: '2027-03-14T10:00' }] },
      { weekOf: '2027-03-15', visits: [{ start: '2027-03-16T09:00' }] },
    ]);
  });

  it('should count days across months', () => {
    expect(addDays('2027-02-27', 3)).toBe('2027-03-02');
  });
});

describe('csvCell', () => {
  it.each([
    ['Rosa Alvarez', 'Rosa Alvarez'],
    ['Alvarez, Rosa', '"Alvarez, Rosa"'],
    ['She said "hello"', '"She said ""hello"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['5 years', '5 years'],
  ])('should write %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('should end every row with CRLF', () => {
    expect(csvText([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d\r\n');
  });
});

describe('visitWhenText', () => {
  it('should write the kind, the day and the hours on the school clock', () => {
    expect(visitWhenText({ kind: 'tour', start: '2027-03-09T09:30', minutes: 60 })).toBe('School tour, Tue 9 Mar 2027, 9:30am-10:30am');
    expect(visitWhenText({ kind: 'open-house', start: '2027-03-13T11:15', minutes: 90 })).toBe('Open house, Sat 13 Mar 2027, 11:15am-12:45pm');
  });
});
