import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FAMILY_ROUTES, type FamilyResponse, type GetFamiliesResponse } from '@trailside/domain/admissions/families.contract';
import {
  addFamilySchema,
  type AddGuardian,
  addGuardianSchema,
  type AddStudent,
  addStudentSchema,
  FAMILIES_PAGE_SIZE,
  type FamiliesQuery,
  familiesQuerySchema,
  familyNoteSchema,
  type FamilyQuery,
  familyQuerySchema,
  MAX_FAMILIES_LIMIT,
  MAX_TIMELINE_LIMIT,
  mergeFamilySchema,
  moveStageSchema,
  TIMELINE_PAGE_SIZE,
  type UpdateGuardian,
  updateFamilySchema,
  updateGuardianSchema,
  type UpdateStudent,
  updateStudentSchema,
} from '@trailside/domain/admissions/families.schema';
import type { Stage } from '@trailside/domain/admissions/admissions.types';
import { actorOf } from '../../audit/audit.service';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import { queryParams } from '../../common/validation/query-params';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { FAMILIES_AUDIT } from './families.audit';
import { FamiliesBoardService } from './families-board.service';

const EVERY_WRITE = 'Response: { family }: the family as it now is, with the first page of its timeline. Unknown family: 404.';

/** The staff's families board (issue 41): student records are staff-only, so every route here is. */
@ApiTags('admissions')
@Controller()
export class FamiliesController {
  constructor(private readonly board: FamiliesBoardService) {}

  @Endpoint({
    method: 'GET', path: FAMILY_ROUTES.getFamilies, access: 'admin',
    query: queryParams(familiesQuerySchema, {
      stage: 'Only families at this stage (enquiry, visit-booked, visited, applied, waiting-list, offered, enrolled, declined, closed).',
      level: 'Only families with a student of this level (primary, secondary, middle).',
      startTerm: 'Only families with a student starting this term (YYYY-MM); with level, the same student.',
      q: "Text the family's name, or a guardian's name or e-mail, contains, in any case (at most 200 characters).",
      limit: `How many, 1-${MAX_FAMILIES_LIMIT}; ${FAMILIES_PAGE_SIZE} when not given.`,
      offset: 'How many of the newest to pass over first; 0 when not given.',
    }),
    summary: 'A page of the families board, newest family first, filtered and searched, with counts by stage',
    description:
      'Response: { families, total, counts: { families, students } }: each family with its guardians and students; total counts every ' +
      'family matching; counts give how many families (by the family\'s stage) and students (by their own) stand at each stage, among ' +
      'those the level, term and search leave (not the stage), so each stage\'s tab says what it holds.',
  })
  async list(@Query() query: FamiliesQuery): Promise<GetFamiliesResponse> {
    return this.board.list(query);
  }

  @Endpoint({
    method: 'POST', path: FAMILY_ROUTES.addFamily, access: 'admin', audit: FAMILIES_AUDIT.addFamily, body: addFamilySchema, status: 201,
    summary: 'Add a family by hand',
    description:
      'Body { name, email, phone? } of its first guardian: always a new family, as an address typed is not proved (the guardian proving it ' +
      `later joins it to a family found by it). ${EVERY_WRITE}`,
  })
  async addFamily(@CurrentUser() user: UserAccount, @Body() guardian: AddGuardian): Promise<FamilyResponse> {
    return { family: await this.board.addFamily(guardian, actorOf(user)) };
  }

  @Endpoint({
    method: 'GET', path: FAMILY_ROUTES.getFamily, access: 'admin',
    query: queryParams(familyQuerySchema, {
      limit: `How many lines of the timeline, 1-${MAX_TIMELINE_LIMIT}; ${TIMELINE_PAGE_SIZE} when not given.`,
      offset: 'How many of the newest lines to pass over first; 0 when not given.',
    }),
    summary: 'One family: guardians, students and timeline (newest first)',
    description: 'Response: { family }: with timelineTotal (every line) and childAccounts (the accounts its students may be linked to). Unknown id: 404.',
  })
  async get(@Param('id') id: string, @Query() query: FamilyQuery): Promise<FamilyResponse> {
    return { family: await this.board.detail(id, query) };
  }

  @Endpoint({
    method: 'PUT', path: FAMILY_ROUTES.updateFamily, access: 'admin', audit: FAMILIES_AUDIT.rename, body: updateFamilySchema,
    summary: "Rename a family", description: `Body { name }. ${EVERY_WRITE}`,
  })
  async rename(@Param('id') id: string, @Body() { name }: { name: string }): Promise<FamilyResponse> {
    return { family: await this.board.rename(id, name) };
  }

  @Endpoint({
    method: 'POST', path: FAMILY_ROUTES.addFamilyNote, access: 'admin', audit: FAMILIES_AUDIT.addNote, body: familyNoteSchema, status: 201,
    summary: "Add a staff note to a family's timeline", description: `Body { text }: signed with the staff member's name. ${EVERY_WRITE}`,
  })
  async addNote(@CurrentUser() user: UserAccount, @Param('id') id: string, @Body() { text }: { text: string }): Promise<FamilyResponse> {
    return { family: await this.board.addNote(id, text, actorOf(user)) };
  }

  @Endpoint({
    method: 'POST', path: FAMILY_ROUTES.addGuardian, access: 'admin', audit: FAMILIES_AUDIT.addGuardian, body: addGuardianSchema, status: 201,
    summary: 'Add a guardian to a family',
    description: `Body { name, email, phone? }. An address already in the family: 409. The address is not proved until the guardian opens a private link. ${EVERY_WRITE}`,
  })
  async addGuardian(@Param('id') id: string, @Body() guardian: AddGuardian): Promise<FamilyResponse> {
    return { family: await this.board.addGuardian(id, guardian) };
  }

  @Endpoint({
    method: 'PUT', path: FAMILY_ROUTES.updateGuardian, access: 'admin', audit: FAMILIES_AUDIT.updateGuardian, body: updateGuardianSchema,
    summary: "Change a guardian's name, e-mail, phone or whether they sign the agreement",
    description: `Body { id, name?, email?, phone?, signsAgreement? }. A guardian not in this family: 404; a new address is unproved again. ${EVERY_WRITE}`,
  })
  async updateGuardian(@Param('id') id: string, @Body() change: UpdateGuardian): Promise<FamilyResponse> {
    return { family: await this.board.updateGuardian(id, change) };
  }

  @Endpoint({
    method: 'POST', path: FAMILY_ROUTES.addStudent, access: 'admin', audit: FAMILIES_AUDIT.addStudent, body: addStudentSchema, status: 201,
    summary: 'Add a student to a family', description: `Body { firstName, lastName?, dateOfBirth?, level?, startTerm? }: at the enquiry stage. ${EVERY_WRITE}`,
  })
  async addStudent(@Param('id') id: string, @Body() student: AddStudent): Promise<FamilyResponse> {
    return { family: await this.board.addStudent(id, student) };
  }

  @Endpoint({
    method: 'PUT', path: FAMILY_ROUTES.updateStudent, access: 'admin', audit: FAMILIES_AUDIT.updateStudent, body: updateStudentSchema,
    summary: "Change a student's names, date of birth, level or start term, or link them to a child's account",
    description:
      "Body { id, firstName?, lastName?, dateOfBirth?, level?, startTerm?, userId? }: userId is one of the family's childAccounts (null " +
      `unlinks); any other account: 400. A student not in this family: 404. ${EVERY_WRITE}`,
  })
  async updateStudent(@Param('id') id: string, @Body() change: UpdateStudent): Promise<FamilyResponse> {
    return { family: await this.board.updateStudent(id, change) };
  }

  @Endpoint({
    method: 'POST', path: FAMILY_ROUTES.moveStage, access: 'admin', audit: FAMILIES_AUDIT.moveStage, body: moveStageSchema, status: 200,
    summary: "Move a student's stage by hand, with a reason",
    description: `Body { studentId, stage, reason }: the status follows; the timeline and the audit trail keep the reason and who moved it. ${EVERY_WRITE}`,
  })
  async moveStage(@CurrentUser() user: UserAccount, @Param('id') id: string, @Body() move: { studentId: string; stage: Stage; reason: string }): Promise<FamilyResponse> {
    return { family: await this.board.moveStage(id, move.studentId, move.stage, move.reason, actorOf(user)) };
  }

  @Endpoint({
    method: 'POST', path: FAMILY_ROUTES.mergeFamily, access: 'admin', audit: FAMILIES_AUDIT.merge, body: mergeFamilySchema, status: 200,
    summary: 'Merge another family into this one',
    description:
      'Body { fromId }: its guardians (a guardian in both is kept once), students, timeline and every booking, application and offer move to ' +
      `this family, and the other is gone; audited. The same family twice: 400. ${EVERY_WRITE}`,
  })
  async merge(@CurrentUser() user: UserAccount, @Param('id') id: string, @Body() { fromId }: { fromId: string }): Promise<FamilyResponse> {
    return { family: await this.board.merge(id, fromId, actorOf(user)) };
  }
}
