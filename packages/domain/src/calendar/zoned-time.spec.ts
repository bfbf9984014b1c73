import { dayAt, endOfDayAt, instantOfText, isTimeZone, isWallTime, nextDay, wallClockAt, wallTimeText } from './zoned-time';

describe('instantOfText', () => {
  it.each([
    ['a winter evening in Chicago (CST, UTC-6)', '2027-03-13T18:00', 'America/Chicago', '2027-03-14T00:00:00.000Z'],
    ['the same evening two days later (CDT, UTC-5)', '2027-03-15T18:00', 'America/Chicago', '2027-03-15T23:00:00.000Z'],
    ['the evening of the spring change itself', '2027-03-14T18:00', 'America/Chicago', '2027-03-14T23:00:00.000Z'],
    ['half past midnight before the spring change', '2027-03-14T00:30', 'America/Chicago', '2027-03-14T06:30:00.000Z'],
    ['2:30 on the spring change, a time the clocks skip: read as 3:30', '2027-03-14T02:30', 'America/Chicago', '2027-03-14T08:30:00.000Z'],
    ['1:30 on the autumn change, shown twice: the first one', '2027-11-07T01:30', 'America/Chicago', '2027-11-07T06:30:00.000Z'],
    ['a day, its midnight', '2027-03-15', 'America/Chicago', '2027-03-15T05:00:00.000Z'],
    ['1:30 in London when the clocks go forward', '2027-03-28T01:30', 'Europe/London', '2027-03-28T01:30:00.000Z'],
    ['2:30 in Sydney when the clocks go back: the first one (AEDT)', '2027-04-04T02:30', 'Australia/Sydney', '2027-04-03T15:30:00.000Z'],
    ['noon in UTC', '2027-06-01T12:00', 'UTC', '2027-06-01T12:00:00.000Z'],
  ])('should read %s', (_, text, zone, expected) => {
    expect(instantOfText(text, zone).toISOString()).toBe(expected);
  });

  it('should read back the wall clock it was given, every hour across both changes of 2027', () => {
    for (const day of ['2027-03-13', '2027-03-14', '2027-03-15', '2027-11-06', '2027-11-07', '2027-11-08']) {
      for (let hour = 0; hour < 24; hour += 1) {
        const text = `${day}T${String(hour).padStart(2, '0')}:15`;
        if (text === '2027-03-14T02:15') continue; // skipped by the clocks
        expect(wallTimeText(wallClockAt(instantOfText(text, 'America/Chicago'), 'America/Chicago'))).toBe(text);
      }
    }
  });

  it.each(['America/Chicago', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Apia'])(
    'should read the clock in %s as the platform does every few hours of 2011 and 2027, and back (the remembered offsets hold)',
    (zone) => {
      const platform = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      for (const year of [2011, 2027]) {
        for (let instant = Date.UTC(year, 0, 1); instant < Date.UTC(year + 1, 0, 1); instant += 181 * 60_000) {
          const text = wallTimeText(wallClockAt(new Date(instant), zone));
          expect(text).toBe(platform.format(instant).replace(' ', 'T'));
          expect(wallTimeText(wallClockAt(instantOfText(text, zone), zone))).toBe(text);
        }
      }
    },
  );
});

describe('endOfDayAt and dayAt', () => {
  it.each([
    ['a Saturday evening in Chicago', '2027-03-14T03:00:00Z', '2027-03-13', '2027-03-14T06:00:00.000Z'],
    ['the spring change day, 23 hours long', '2027-03-14T12:00:00Z', '2027-03-14', '2027-03-15T05:00:00.000Z'],
    ['the autumn change day, 25 hours long', '2027-11-07T12:00:00Z', '2027-11-07', '2027-11-08T06:00:00.000Z'],
  ])('should end %s at the next local midnight', (_, instant, day, end) => {
    expect(dayAt(new Date(instant), 'America/Chicago')).toBe(day);
    expect(endOfDayAt(new Date(instant), 'America/Chicago').toISOString()).toBe(end);
  });
});

describe('checks', () => {
  it.each([
    ['America/Chicago', true],
    ['Europe/London', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['Eastern Standard Time', false],
  ])('should know whether %p is a time zone: %p', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });

  it.each([
    ['2027-03-09T18:00', 'time', true],
    ['2027-03-09', 'day', true],
    ['2027-03-09', 'time', false],
    ['2027-02-30', 'day', false],
    ['2027-03-09T24:00', 'time', false],
    ['2027-03-09T18:00:00', 'time', false],
    ['next Tuesday', 'day', false],
  ] as const)('should say whether %p is a %s: %p', (text, kind, expected) => {
    expect(isWallTime(text, kind)).toBe(expected);
  });

  it('should count the day after the end of a month and a leap day', () => {
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
