import { z } from 'zod';
import { offsetQuery, searchTextQuery, wholeNumberQuery } from '../pagination/list-query';
import { emailSchema, nameText } from '../users/user.schema';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { isStartTerm, LEVEL_NAMES, LEVELS, STAGE_NAMES, STAGES } from './admissions.types';
import { ASK_THE_OFFICE } from './families.messages';

/** The staff's board comes a page of families at a time; a school's years of enquiries never come whole. */
export const FAMILIES_PAGE_SIZE = 20;
export const MAX_FAMILIES_LIMIT = 100;
/** A family's timeline comes newest first, this many lines at a time. */
export const TIMELINE_PAGE_SIZE = 50;
export const MAX_TIMELINE_LIMIT = 200;

export const FAMILY_MESSAGES = {
  stage: `Please choose a stage: ${STAGES.map((stage) => STAGE_NAMES[stage]).join(', ')}`,
  level: `Please choose a level: ${LEVELS.map((level) => LEVEL_NAMES[level]).join(', ')}`,
  startTerm: 'Please choose a start term as year and month, like 2027-09',
  search: 'Please keep the search under 200 characters',
  limit: `Please ask for between 1 and ${MAX_FAMILIES_LIMIT} families`,
  timelineLimit: `Please ask for between 1 and ${MAX_TIMELINE_LIMIT} lines of the timeline`,
  note: 'Please write the note',
  noteLength: 'Please keep the note under 2,000 characters',
  familyName: 'Please enter the family name',
  guardianName: "Please enter the guardian's name",
  firstName: "Please enter the child's first name",
  dateOfBirth: 'Please enter the date of birth as a real date, like 2019-04-23, and not in the future',
  signsAgreement: 'Please say whether this guardian signs the enrolment agreement (true or false)',
  reason: 'Please say why the stage moves: it goes on the timeline and in the audit trail',
  reasonLength: 'Please keep the reason under 300 characters',
  id: 'Please say which record this is about (id is missing)',
  studentId: 'Please say which student moves (studentId is missing)',
  fromId: 'Please choose the family to merge into this one (fromId is missing)',
  childAccount: "Please choose the child's account to link, or none",
  nothingToChange: 'Please change at least one field',
} as const;

const recordId = (message: string = FAMILY_MESSAGES.id) => z.string({ error: message }).trim().min(1, { error: message }).max(36, { error: message });
const stage = z.enum(STAGES, { error: FAMILY_MESSAGES.stage });
const level = z.enum(LEVELS, { error: FAMILY_MESSAGES.level });
const startTerm = z.string({ error: FAMILY_MESSAGES.startTerm }).trim().refine(isStartTerm, { error: FAMILY_MESSAGES.startTerm });
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A calendar date "YYYY-MM-DD" that exists (no 30 February) and has come. */
const dateOfBirth = z.preprocess(
  blankIsNull,
  z
    .string({ error: FAMILY_MESSAGES.dateOfBirth })
    .trim()
    .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text, { error: FAMILY_MESSAGES.dateOfBirth })
    .refine((text) => text >= '1990-01-01' && text <= new Date().toISOString().slice(0, 10), { error: FAMILY_MESSAGES.dateOfBirth })
    .nullable(),
);
const phone = z.string({ error: FIELD_MESSAGES.tooLong }).trim().max(40, { error: FIELD_MESSAGES.tooLong });
const firstName = nameText(FAMILY_MESSAGES.firstName, 60).pipe(z.string().min(1, { error: FAMILY_MESSAGES.firstName }));
const lastName = nameText(FAMILY_MESSAGES.firstName, 60);
const guardianName = nameText(FAMILY_MESSAGES.guardianName, 120).pipe(z.string().min(1, { error: FAMILY_MESSAGES.guardianName }));
const somethingChanges = (change: object) => Object.entries(change).some(([name, value]) => name !== 'id' && value !== undefined);

/**
 * GET /api/families (staff): a page of families, the latest changed first, narrowed to a stage, to those with a
 * student of a level and start term, and to a family or guardian whose name or e-mail contains `q`.
 */
export const familiesQuerySchema = z.object({
  stage: stage.optional(),
  level: level.optional(),
  startTerm: startTerm.optional(),
  q: searchTextQuery(FAMILY_MESSAGES.search),
  limit: wholeNumberQuery(FAMILY_MESSAGES.limit, 1, MAX_FAMILIES_LIMIT).default(FAMILIES_PAGE_SIZE),
  offset: offsetQuery,
});
export type FamiliesQuery = z.output<typeof familiesQuerySchema>;
export type FamiliesQueryInput = Partial<z.input<typeof familiesQuerySchema>>;

/** GET /api/families/:id (staff): which page of its timeline, newest first. */
export const familyQuerySchema = z.object({
  limit: wholeNumberQuery(FAMILY_MESSAGES.timelineLimit, 1, MAX_TIMELINE_LIMIT).default(TIMELINE_PAGE_SIZE),
  offset: offsetQuery,
});
export type FamilyQuery = z.output<typeof familyQuerySchema>;
export type FamilyQueryInput = Partial<z.input<typeof familyQuerySchema>>;

/** POST /api/families/:id/notes: a staff note on the timeline. */
export const familyNoteSchema = z.object({
  text: z
    .string({ error: FAMILY_MESSAGES.note })
    .trim()
    .min(1, { error: FAMILY_MESSAGES.note })
    .max(2000, { error: FAMILY_MESSAGES.noteLength }),
});
export type FamilyNoteInput = z.input<typeof familyNoteSchema>;

/** PUT /api/families/:id: the family's name as staff call it. */
export const updateFamilySchema = z.object({
  name: z.string({ error: FAMILY_MESSAGES.familyName }).trim().min(1, { error: FAMILY_MESSAGES.familyName }).max(120, { error: FIELD_MESSAGES.tooLong }),
});
export type UpdateFamilyInput = z.input<typeof updateFamilySchema>;

/** POST /api/families/:id/guardians: another parent or carer. */
export const addGuardianSchema = z.object({ name: guardianName, email: emailSchema, phone: phone.optional().default('') });
export type AddGuardianInput = z.input<typeof addGuardianSchema>;
export type AddGuardian = z.output<typeof addGuardianSchema>;

/** POST /api/families: staff add a family by hand (a phone call to the office), from its first guardian. */
export const addFamilySchema = addGuardianSchema;
export type AddFamilyInput = AddGuardianInput;

/** PUT /api/families/:id/guardians: a guardian's id and what changes. */
export const updateGuardianSchema = z
  .object({
    id: recordId(),
    name: guardianName.optional(),
    email: emailSchema.optional(),
    phone: phone.optional(),
    signsAgreement: z.boolean({ error: FAMILY_MESSAGES.signsAgreement }).optional(),
  })
  .refine(somethingChanges, { error: FAMILY_MESSAGES.nothingToChange });
export type UpdateGuardianInput = z.input<typeof updateGuardianSchema>;
export type UpdateGuardian = z.output<typeof updateGuardianSchema>;

/** POST /api/families/:id/students: a child the family names. */
export const addStudentSchema = z.object({
  firstName,
  lastName: lastName.optional().default(''),
  dateOfBirth: dateOfBirth.optional().default(null),
  level: level.nullable().optional().default(null),
  startTerm: startTerm.nullable().optional().default(null),
});
export type AddStudentInput = z.input<typeof addStudentSchema>;
export type AddStudent = z.output<typeof addStudentSchema>;

/**
 * PUT /api/families/:id/students: a student's id and what changes; `userId` links the student to a child's account
 * of the family's guardians (null unlinks it).
 */
export const updateStudentSchema = z
  .object({
    id: recordId(),
    firstName: firstName.optional(),
    lastName: lastName.optional(),
    dateOfBirth: dateOfBirth.optional(),
    level: level.nullable().optional(),
    startTerm: startTerm.nullable().optional(),
    userId: z.preprocess(blankIsNull, recordId(FAMILY_MESSAGES.childAccount).nullable()).optional(),
  })
  .refine(somethingChanges, { error: FAMILY_MESSAGES.nothingToChange });
export type UpdateStudentInput = z.input<typeof updateStudentSchema>;
export type UpdateStudent = z.output<typeof updateStudentSchema>;

/** POST /api/families/:id/stage: staff move a student's stage by hand, saying why. */
export const moveStageSchema = z.object({
  studentId: recordId(FAMILY_MESSAGES.studentId),
  stage,
  reason: z.string({ error: FAMILY_MESSAGES.reason }).trim().min(1, { error: FAMILY_MESSAGES.reason }).max(300, { error: FAMILY_MESSAGES.reasonLength }),
});
export type MoveStageInput = z.input<typeof moveStageSchema>;

/** POST /api/families/:id/merge: the family found to be this one, which joins it. */
export const mergeFamilySchema = z.object({ fromId: recordId(FAMILY_MESSAGES.fromId) });
export type MergeFamilyInput = z.input<typeof mergeFamilySchema>;

/** What a family may not change on My family: said, rather than silently dropped. */
const officeOnly = z.never({ error: ASK_THE_OFFICE }).optional();

/** PUT /api/account/family/me: the signed-in guardian corrects their own name and phone. */
export const updateMyGuardianSchema = z
  .object({ name: guardianName.optional(), phone: phone.optional(), email: officeOnly, signsAgreement: officeOnly })
  .refine(somethingChanges, { error: FAMILY_MESSAGES.nothingToChange });
export type UpdateMyGuardianInput = z.input<typeof updateMyGuardianSchema>;

/** PUT /api/account/family/students: a guardian corrects their child's names and date of birth, never the stage, level or term. */
export const updateMyStudentSchema = z
  .object({
    id: recordId(),
    firstName: firstName.optional(),
    lastName: lastName.optional(),
    dateOfBirth: dateOfBirth.optional(),
    level: officeOnly,
    startTerm: officeOnly,
    stage: officeOnly,
  })
  .refine(somethingChanges, { error: FAMILY_MESSAGES.nothingToChange });
export type UpdateMyStudentInput = z.input<typeof updateMyStudentSchema>;
export type UpdateMyStudent = z.output<typeof updateMyStudentSchema>;
