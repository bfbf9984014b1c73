import type { AuditSpec } from '../../audit/audit.interceptor';
import { changedFields, event, type Fields, field, idOf, quoted, text } from '../../audit/audit-wording';

/** The family the answer carries, and one of its guardians or students by id. */
const familyOf = (result: unknown) => field(result, 'family');
const memberOf = (result: unknown, list: 'guardians' | 'students', id: unknown): Fields =>
  ((familyOf(result)[list] as Fields[] | undefined) ?? []).find((member) => member.id === id) ?? {};
const studentName = (student: Fields) => quoted(`${text(student.firstName)} ${text(student.lastName)}`.trim());
/** The newest of a list by creation: what an add just made (guardians and students come oldest first). */
const newest = (result: unknown, list: 'guardians' | 'students'): Fields => ((familyOf(result)[list] as Fields[] | undefined) ?? []).at(-1) ?? {};

/**
 * The staff's changes on the families board. A stage moved by hand and a merge are recorded by FamiliesService itself
 * (setStage, merge), with the staff member as the actor, as every stage change and merge is wherever it comes from:
 * their routes add nothing, so each change is in the trail once.
 */
export const FAMILIES_AUDIT = {
  addFamily: {
    describe: ({ result }) => event('create', 'family', [idOf(familyOf(result))], `added the family ${quoted(familyOf(result).name)}`),
  } satisfies AuditSpec,
  rename: {
    describe: ({ result }) => event('update', 'family', [idOf(familyOf(result))], `renamed a family to ${quoted(familyOf(result).name)}`),
  } satisfies AuditSpec,
  addNote: {
    describe: ({ result }) => event('create', 'family', [idOf(familyOf(result))], `added a note to the timeline of ${quoted(familyOf(result).name)}`),
  } satisfies AuditSpec,
  addGuardian: {
    describe: ({ result }) => {
      const guardian = newest(result, 'guardians');
      return event('create', 'guardian', [idOf(guardian), idOf(familyOf(result))], `added the guardian ${quoted(guardian.name)} to ${quoted(familyOf(result).name)}`);
    },
  } satisfies AuditSpec,
  updateGuardian: {
    describe: ({ body, result }) => {
      const guardian = memberOf(result, 'guardians', body.id);
      return event('update', 'guardian', [text(body.id)], `changed ${changedFields(body, []).join(', ')} of the guardian ${quoted(guardian.name)} of ${quoted(familyOf(result).name)}`);
    },
  } satisfies AuditSpec,
  addStudent: {
    describe: ({ result }) => {
      const student = newest(result, 'students');
      return event('create', 'student', [idOf(student), idOf(familyOf(result))], `added the student ${studentName(student)} to ${quoted(familyOf(result).name)}`);
    },
  } satisfies AuditSpec,
  updateStudent: {
    describe: ({ body, result }) => {
      const student = memberOf(result, 'students', body.id);
      const linked = 'userId' in body ? [body.userId ? `linked ${studentName(student)} to a child's account` : `unlinked ${studentName(student)} from a child's account`] : [];
      const fields = changedFields(body, [], ['userId']);
      const changed = fields.length ? [`changed ${fields.join(', ')} of the student ${studentName(student)}`] : [];
      return event('update', 'student', [text(body.id)], [...changed, ...linked].join('; '));
    },
  } satisfies AuditSpec,
  moveStage: { describe: () => null } satisfies AuditSpec,
  merge: { describe: () => null } satisfies AuditSpec,
  /** A staff member correcting their own child on My family is recorded like any staff change. */
  correctMyStudent: {
    describe: ({ body, result }) => {
      const student = ((field(result, 'family').students as Fields[] | undefined) ?? []).find((one) => one.id === body.id) ?? {};
      return event('update', 'student', [text(body.id)], `corrected ${changedFields(body, []).join(', ')} of their own child ${studentName(student)} on My family`);
    },
  } satisfies AuditSpec,
};
