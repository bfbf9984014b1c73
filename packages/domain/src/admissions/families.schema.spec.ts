import { validate } from '../validation/validate';
import { ASK_THE_OFFICE, mergeConfirmation } from './families.messages';
import { addStudentSchema, FAMILY_MESSAGES, familiesQuerySchema, moveStageSchema, updateMyStudentSchema } from './families.schema';

const messageOf = (result: ReturnType<typeof validate>) => (result.ok ? null : result.message);

describe('the families schemas', () => {
  it.each([
    ['a real date', '2019-04-23', null],
    ['a leap day', '2020-02-29', null],
    ['a day that does not exist', '2021-02-29', FAMILY_MESSAGES.dateOfBirth],
    ['a date in the future', '2999-01-01', FAMILY_MESSAGES.dateOfBirth],
    ['another order', '23/04/2019', FAMILY_MESSAGES.dateOfBirth],
  ])('should take a date of birth as %s: %s', (_case, dateOfBirth, expected) => {
    expect(messageOf(validate(addStudentSchema, { firstName: 'Ada', dateOfBirth }))).toBe(expected);
  });

  it('should say that the stage, level and term are the office\'s to change, rather than drop them', () => {
    for (const field of ['stage', 'level', 'startTerm']) {
      expect(messageOf(validate(updateMyStudentSchema, { id: 's', firstName: 'Ada', [field]: 'x' }))).toBe(ASK_THE_OFFICE);
    }
    expect(messageOf(validate(updateMyStudentSchema, { id: 's' }))).toBe(FAMILY_MESSAGES.nothingToChange);
  });

  it('should need a reason to move a stage by hand, and a known stage', () => {
    expect(messageOf(validate(moveStageSchema, { studentId: 's', stage: 'offered', reason: '  ' }))).toBe(FAMILY_MESSAGES.reason);
    expect(messageOf(validate(moveStageSchema, { studentId: 's', stage: 'accepted', reason: 'Why not' }))).toBe(FAMILY_MESSAGES.stage);
  });

  it('should read the board\'s filters from a query string', () => {
    const result = validate(familiesQuerySchema, { level: 'primary', startTerm: '2027-09', limit: '5', q: '  ' });
    expect(result.ok && result.data).toEqual({ level: 'primary', startTerm: '2027-09', limit: 5, offset: 0, q: undefined });
    expect(messageOf(validate(familiesQuerySchema, { startTerm: '2027-13' }))).toBe(FAMILY_MESSAGES.startTerm);
  });

  it('should say in the merge confirmation what moves', () => {
    expect(mergeConfirmation({ name: 'The Park family', guardians: 1, students: 2 }, { name: 'The Okafor family' })).toBe(
      'The Park family will join The Okafor family: its 1 guardian and 2 students, its timeline, and every visit, application and offer it has move ' +
        'across; a guardian in both families is kept once. The Park family is then gone, and this cannot be undone.',
    );
  });
});
