import { EntityManager, type FilterQuery, raw } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { Injectable } from '@nestjs/common';
import { STAGES, type Stage } from '@trailside/domain/admissions/admissions.types';
import { FAMILY_ERRORS } from '@trailside/domain/admissions/families.messages';
import { type AddGuardian, type AddStudent, type FamiliesQuery, type FamilyQuery, TIMELINE_PAGE_SIZE, type UpdateGuardian, type UpdateStudent } from '@trailside/domain/admissions/families.schema';
import type { ChildAccountChoice, FamilyDetail, FamilyEvent, FamilySummary, GuardianView, StageCounts, StudentView } from '@trailside/domain/admissions/families.types';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import type { AuditActor } from '../../audit/audit.service';
import { problem } from '../../common/errors/problem';
import { UsersService } from '../../identity/people/users.service';
import { FamiliesService } from './families.service';
import { FamilyEventRecord } from './family-event.entity';
import { FamilyRecord } from './family.entity';
import { GuardianRecord } from './guardian.entity';
import { StudentRecord } from './student.entity';

/** What narrows the board besides the stage: a student's level and start term, and a name or address. */
type BoardFilters = Pick<FamiliesQuery, 'level' | 'startTerm' | 'q'>;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Rows whose family (the column `familyColumn` holds its id) is named like `q`, or has a guardian named or addressed
 * like it, in any case. A sub-select, not a join, so a family with two guardians who match is still one row.
 */
function familyMatching<T>(familyColumn: string, q: string | undefined): FilterQuery<T> {
  if (!q) return {} as FilterQuery<T>;
  const pattern = likePattern(q);
  const sql =
    `(${familyColumn} in (select "id" from "families" where lower("name") like ? escape '\\') or ` +
    `${familyColumn} in (select "family_id" from "family_guardians" where lower("name") like ? escape '\\' or lower("email") like ? escape '\\'))`;
  return { [raw(sql, [pattern, pattern, pattern])]: [] } as FilterQuery<T>;
}

/** Families with a student of this level and term (the same student for both). */
function familyWithStudent({ level, startTerm }: BoardFilters): FilterQuery<FamilyRecord> {
  const conditions = [...(level ? ['"level" = ?'] : []), ...(startTerm ? ['"start_term" = ?'] : [])];
  if (!conditions.length) return {};
  const params = [...(level ? [level] : []), ...(startTerm ? [startTerm] : [])];
  return { [raw(`"id" in (select "family_id" from "family_students" where ${conditions.join(' and ')})`, params)]: [] } as FilterQuery<FamilyRecord>;
}

const zeroCounts = () => Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;

/**
 * The staff's board of families (issue 41): families by stage with counts, one family with its timeline, and the
 * staff's own changes to a family (notes, names, guardians, students, stages, merges). Where a change is the family
 * record's own (a stage, a merge, a timeline line), it goes through FamiliesService, which every slice shares.
 */
@Injectable()
export class FamiliesBoardService {
  constructor(
    private readonly em: EntityManager,
    private readonly families: FamiliesService,
    private readonly users: UsersService,
  ) {}

  /** A page of the board, newest family first, with the board's counts by stage (which do not follow `stage`). */
  async list({ stage, limit, offset, ...filters }: FamiliesQuery): Promise<{ families: FamilySummary[]; total: number; counts: StageCounts }> {
    // Made afresh for each query: a raw() fragment is used up by the query it is in.
    const where = (): FilterQuery<FamilyRecord> => ({ $and: [familyWithStudent(filters), familyMatching<FamilyRecord>('"id"', filters.q), stage ? { stage } : {}] });
    const [records, total] = await this.em.findAndCount(FamilyRecord, where(), { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
    const ids = records.map((record) => record.id);
    const [guardians, students] = ids.length
      ? await Promise.all([
          this.em.find(GuardianRecord, { familyId: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
          this.em.find(StudentRecord, { familyId: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
        ])
      : [[], []];
    const families = records.map((record) => ({
      id: record.id,
      name: record.name,
      stage: record.stage,
      updatedAt: timestampOf(record.updatedAt),
      guardians: guardians.filter((guardian) => guardian.familyId === record.id).map(({ id, name, email }) => ({ id, name, email })),
      students: students
        .filter((student) => student.familyId === record.id)
        .map(({ id, firstName, lastName, level, startTerm, stage: studentStage }) => ({ id, firstName, lastName, level, startTerm, stage: studentStage })),
    }));
    return { families, total, counts: await this.counts(filters) };
  }

  /**
   * How many families stand at each stage (one query, grouped by the family's stage column), and how many students
   * (one more, grouped by theirs), among those the level, term and search leave.
   */
  async counts(filters: BoardFilters): Promise<StageCounts> {
    const sql = this.em as SqlEntityManager;
    const [familyRows, studentRows] = await Promise.all([
      sql
        .createQueryBuilder(FamilyRecord)
        .select(['stage', raw('count(*) as count')])
        .where({ $and: [familyWithStudent(filters), familyMatching<FamilyRecord>('"id"', filters.q)] })
        .groupBy('stage')
        .execute<{ stage: Stage; count: number | string }[]>('all', true),
      sql
        .createQueryBuilder(StudentRecord)
        .select(['stage', raw('count(*) as count')])
        .where({
          $and: [filters.level ? { level: filters.level } : {}, filters.startTerm ? { startTerm: filters.startTerm } : {}, familyMatching<StudentRecord>('"family_id"', filters.q)],
        })
        .groupBy('stage')
        .execute<{ stage: Stage; count: number | string }[]>('all', true),
    ]);
    const counts = { families: zeroCounts(), students: zeroCounts() };
    for (const row of familyRows) counts.families[row.stage] += Number(row.count);
    for (const row of studentRows) counts.students[row.stage] += Number(row.count);
    return counts;
  }

  /** One family, as staff see it, with `limit` lines of its timeline from `offset`, newest first. */
  async detail(familyId: string, { limit, offset }: FamilyQuery = { limit: TIMELINE_PAGE_SIZE, offset: 0 }): Promise<FamilyDetail> {
    const family = await this.find(familyId);
    const [guardians, students, [lines, timelineTotal]] = await Promise.all([
      this.em.find(GuardianRecord, { familyId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.find(StudentRecord, { familyId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.findAndCount(FamilyEventRecord, { familyId }, { orderBy: { at: 'desc', id: 'desc' }, limit, offset }),
    ]);
    return {
      id: family.id,
      name: family.name,
      stage: family.stage,
      createdAt: timestampOf(family.createdAt),
      guardians: guardians.map(guardianView),
      students: students.map(studentView),
      timeline: lines.map(eventView),
      timelineTotal,
      childAccounts: await this.childAccounts(guardians),
    };
  }

  /**
   * A family staff add by hand (a phone call): always a new family, as a typed address never finds one (the guardian
   * proves it later, and markVerified joins the two), with a line on its timeline saying who added it.
   */
  async addFamily({ name, email, phone }: AddGuardian, actor: AuditActor): Promise<FamilyDetail> {
    const { family } = await this.families.familyFor({ name, email, phone, verified: false });
    await this.families.record(family.id, { kind: 'note', text: `Added to the board by ${actor.name}`, actor });
    return this.detail(family.id);
  }

  async rename(familyId: string, name: string): Promise<FamilyDetail> {
    const family = await this.find(familyId);
    family.name = name;
    await this.em.flush();
    return this.detail(familyId);
  }

  /** A staff note on the family's timeline, signed with their name. */
  async addNote(familyId: string, text: string, actor: AuditActor): Promise<FamilyDetail> {
    await this.find(familyId);
    await this.families.record(familyId, { kind: 'note', text, actor });
    return this.detail(familyId);
  }

  async addGuardian(familyId: string, { name, email, phone }: AddGuardian): Promise<FamilyDetail> {
    await this.find(familyId);
    if (await this.em.count(GuardianRecord, { familyId, email })) throw problem(409, 'CONFLICT', FAMILY_ERRORS.guardianTaken);
    await this.em.persist(new GuardianRecord({ familyId, name, email, phone })).flush();
    return this.detail(familyId);
  }

  /** A new address is not proved: the guardian proves it again (a private link) before it finds this family. */
  async updateGuardian(familyId: string, { id, ...change }: UpdateGuardian): Promise<FamilyDetail> {
    const guardian = await this.em.findOne(GuardianRecord, { id, familyId });
    if (!guardian) throw problem(404, 'NOT_FOUND', FAMILY_ERRORS.guardianNotFound);
    if (change.email !== undefined && change.email !== guardian.email) {
      if (await this.em.count(GuardianRecord, { familyId, email: change.email })) throw problem(409, 'CONFLICT', FAMILY_ERRORS.guardianTaken);
      guardian.email = change.email;
      guardian.verifiedAt = null;
    }
    if (change.name !== undefined) guardian.name = change.name;
    if (change.phone !== undefined) guardian.phone = change.phone;
    if (change.signsAgreement !== undefined) guardian.signsAgreement = change.signsAgreement;
    await this.em.flush();
    return this.detail(familyId);
  }

  async addStudent(familyId: string, student: AddStudent): Promise<FamilyDetail> {
    await this.find(familyId);
    await this.families.addStudent(familyId, student);
    return this.detail(familyId);
  }

  /** Names, date of birth, level, term, and the child's account it links to: one of the guardians' children's accounts. */
  async updateStudent(familyId: string, { id, userId, ...change }: UpdateStudent): Promise<FamilyDetail> {
    const student = await this.em.findOne(StudentRecord, { id, familyId });
    if (!student) throw problem(404, 'NOT_FOUND', FAMILY_ERRORS.studentNotFound);
    if (userId) {
      const guardians = await this.em.find(GuardianRecord, { familyId });
      if (!(await this.childAccounts(guardians)).some((child) => child.id === userId)) throw problem(400, 'VALIDATION_FAILED', FAMILY_ERRORS.childAccount);
    }
    if (userId !== undefined) student.userId = userId;
    for (const [name, value] of Object.entries(change)) if (value !== undefined) Object.assign(student, { [name]: value });
    await this.em.flush();
    return this.detail(familyId);
  }

  /** A stage moved by hand: FamiliesService.setStage writes its timeline line and audit entry with the staff member's name. */
  async moveStage(familyId: string, studentId: string, stage: Stage, reason: string, actor: AuditActor): Promise<FamilyDetail> {
    if (!(await this.em.count(StudentRecord, { id: studentId, familyId }))) throw problem(404, 'NOT_FOUND', FAMILY_ERRORS.studentNotFound);
    await this.families.setStage(studentId, stage, actor, reason);
    return this.detail(familyId);
  }

  /** Family `fromId` joins family `intoId` (FamiliesService.merge, which records the audit entry). */
  async merge(intoId: string, fromId: string, actor: AuditActor): Promise<FamilyDetail> {
    if (fromId === intoId) throw problem(400, 'VALIDATION_FAILED', FAMILY_ERRORS.mergeSelf);
    await Promise.all([this.find(intoId), this.find(fromId)]);
    await this.families.merge(fromId, intoId, actor);
    return this.detail(intoId);
  }

  private async find(familyId: string): Promise<FamilyRecord> {
    const family = await this.em.findOne(FamilyRecord, { id: familyId });
    if (!family) throw problem(404, 'NOT_FOUND', FAMILY_ERRORS.notFound);
    return family;
  }

  /** The children's accounts linked to the accounts of these guardians: those a student of theirs may link to. */
  private async childAccounts(guardians: GuardianRecord[]): Promise<ChildAccountChoice[]> {
    const parentIds = [...new Set(guardians.flatMap((guardian) => (guardian.userId ? [guardian.userId] : [])))];
    const children = (await Promise.all(parentIds.map((parentId) => this.users.childrenOf(parentId)))).flat();
    return children.map((child) => ({ id: child.id, name: displayNameOf(child) }));
  }
}

const guardianView = (guardian: GuardianRecord): GuardianView => ({
  id: guardian.id,
  name: guardian.name,
  email: guardian.email,
  phone: guardian.phone,
  verified: guardian.verifiedAt !== null,
  hasAccount: guardian.userId !== null,
  signsAgreement: guardian.signsAgreement,
});

const studentView = ({ id, firstName, lastName, dateOfBirth, level, startTerm, stage, status, userId }: StudentRecord): StudentView => ({
  id,
  firstName,
  lastName,
  dateOfBirth,
  level,
  startTerm,
  stage,
  status,
  userId,
});

const eventView = (line: FamilyEventRecord): FamilyEvent => ({
  id: line.id,
  kind: line.kind,
  text: line.text,
  studentId: line.studentId,
  actorName: line.actorName,
  at: timestampOf(line.at),
});
