import { isStartTerm, isStepForward, startTermName, startTermsFrom } from './admissions.types';

describe('start terms', () => {
  it.each([
    ['2026-11-29', ['2027-01', '2027-09', '2028-01', '2028-09']],
    ['2026-08-31', ['2026-09', '2027-01', '2027-09', '2028-01']],
    ['2026-09-01', ['2027-01', '2027-09', '2028-01', '2028-09']],
    ['2026-12-31', ['2027-01', '2027-09', '2028-01', '2028-09']],
  ])('from %s offers the next starts after this month', (today, terms) => {
    expect(startTermsFrom(today)).toEqual(terms);
  });

  it('names a term as families say it, and knows one when it sees one', () => {
    expect(startTermName('2027-09')).toBe('September 2027');
    expect(isStartTerm('2027-09')).toBe(true);
    expect(isStartTerm('2027-13')).toBe(false);
    expect(isStartTerm('September 2027')).toBe(false);
  });
});

describe('isStepForward', () => {
  it.each([
    ['enquiry', 'visit-booked', true],
    ['visit-booked', 'visited', true],
    ['applied', 'visit-booked', false],
    ['visited', 'visit-booked', false],
    ['enrolled', 'visited', false],
    ['declined', 'visit-booked', false],
  ] as const)('%s to %s: %s', (from, to, forward) => {
    expect(isStepForward(from, to)).toBe(forward);
  });
});
