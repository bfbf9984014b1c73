import { isKeptRepeatRule, keptRepeatRule, type RepeatChoice, repeatChoiceOf, repeatRuleOf, repeatSummary, weekdayCodeOf } from './repeat';

describe('repeatSummary', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20260616T235959', ['2026-04-07'], 'every Tuesday until 16 June, except 7 April'],
    ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20260616T235959', ['2026-04-14', '2026-04-07'], 'every Tuesday until 16 June, except 7 April and 14 April'],
    ['FREQ=WEEKLY', [], 'every Tuesday'],
    ['FREQ=WEEKLY;BYDAY=MO,WE', [], 'every Monday and Wednesday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU', [], 'every other Tuesday'],
    ['FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,TH', [], 'every 3 weeks on Tuesday and Thursday'],
    ['FREQ=WEEKLY;BYDAY=TU;COUNT=10', [], 'every Tuesday, 10 times'],
    ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20270112T235959', [], 'every Tuesday until 12 January 2027'],
    ['FREQ=DAILY', [], 'every day'],
    ['FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', [], 'every weekday'],
    ['FREQ=MONTHLY;BYDAY=+2TU', [], 'the second Tuesday of every month'],
    ['FREQ=MONTHLY;BYDAY=-1FR', [], 'the last Friday of every month'],
    ['FREQ=MONTHLY', [], 'the 3rd of every month'],
    ['FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=21', [], 'the 21st of every other month'],
    ['FREQ=YEARLY', [], 'every year on 3 March'],
  ])('should read %s (skipping %p) as "%s"', (repeat, skippedDates, expected) => {
    expect(repeatSummary({ start: '2026-03-03T18:00', repeat, skippedDates })).toBe(expected);
  });

  it('should say when an event does not repeat', () => {
    expect(repeatSummary({ start: '2026-03-03', repeat: null })).toBe('does not repeat');
  });
});

describe('repeatRuleOf and repeatChoiceOf', () => {
  const choice = (fields: Partial<RepeatChoice>): RepeatChoice => ({ frequency: 'weekly', interval: 1, weekdays: [], monthlyOn: 'date', until: null, count: null, ...fields });

  it.each([
    [choice({ weekdays: ['TU'], until: '2026-06-16' }), 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260616T235959'],
    [choice({ weekdays: ['MO', 'WE'] }), 'FREQ=WEEKLY;BYDAY=MO,WE'],
    [choice({ interval: 2, weekdays: ['TU'], count: 6 }), 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6'],
    [choice({ frequency: 'monthly', monthlyOn: 'weekday' }), 'FREQ=MONTHLY;BYDAY=+1TU'],
    [choice({ frequency: 'monthly' }), 'FREQ=MONTHLY'],
    [choice({ frequency: 'daily' }), 'FREQ=DAILY'],
  ])('should write %p as a rule rrule reads back the same way', (input, expected) => {
    const rule = repeatRuleOf(input, '2026-03-03');
    expect(rule.split(';').sort()).toEqual(expected.split(';').sort());
    expect(repeatChoiceOf(rule)).toEqual(input);
  });

  it('should leave a rule the form cannot show to its summary', () => {
    expect(repeatChoiceOf('FREQ=MONTHLY;BYMONTHDAY=1,15')).toBeNull();
    expect(repeatChoiceOf('not a rule')).toBeNull();
  });
});

describe('isKeptRepeatRule and keptRepeatRule', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=TU', true],
    ['FREQ=MONTHLY;BYDAY=+2TU;COUNT=3', true],
    ['FREQ=HOURLY', false],
    ['FREQ=DAILY;BYHOUR=9,15', false],
    ['FREQ=WEEKLY;COUNT=100000', false],
    ['BYDAY=TU', false],
    ['FREQ=SOMETIMES', false],
    ['FREQ=WEEKLY\r\nX-EVIL:1', false],
  ])('should say whether %p is kept: %p', (rule, expected) => {
    expect(isKeptRepeatRule(rule)).toBe(expected);
  });

  it.each([
    ['RRULE:FREQ=WEEKLY;UNTIL=20270616', 'FREQ=WEEKLY;UNTIL=20270616T235959'],
    ['FREQ=WEEKLY;UNTIL=20270617T045959Z', 'FREQ=WEEKLY;UNTIL=20270616T235959'],
    ['FREQ=WEEKLY;COUNT=4', 'FREQ=WEEKLY;COUNT=4'],
  ])('should keep %p on the wall clock of Chicago as %p', (rule, expected) => {
    expect(keptRepeatRule(rule, 'America/Chicago')).toBe(expected);
  });
});

describe('weekdayCodeOf', () => {
  it.each([
    ['2027-03-08', 'MO'],
    ['2027-03-09', 'TU'],
    ['2026-12-31', 'TH'],
    ['2027-02-28', 'SU'],
  ])('should name %s a %s', (day, code) => {
    expect(weekdayCodeOf(day)).toBe(code);
  });
});
