import { familyStageOf } from './family-stage.rules';

describe('familyStageOf', () => {
  it.each([
    [[], 'visit-booked', 'visit-booked'],
    [['applied', 'enrolled'], 'enquiry', 'enrolled'],
    [['waiting-list', 'declined'], 'enquiry', 'waiting-list'],
    [['declined', 'declined'], 'enquiry', 'declined'],
    [['declined', 'closed'], 'enquiry', 'closed'],
  ] as const)('children %j, family %s: %s', (children, own, expected) => {
    expect(familyStageOf(children, own)).toBe(expected);
  });
});
