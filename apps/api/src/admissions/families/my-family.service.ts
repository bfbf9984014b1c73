import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { FAMILY_ERRORS } from '@trailside/domain/admissions/families.messages';
import type { UpdateMyStudent } from '@trailside/domain/admissions/families.schema';
import type { MyFamily } from '@trailside/domain/admissions/families.types';
import { problem } from '../../common/errors/problem';
import { requireAccess } from '../../common/access/require-access';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { FamiliesService } from './families.service';
import { FamilyRecord } from './family.entity';
import { GuardianRecord } from './guardian.entity';
import { StudentRecord } from './student.entity';

/** How the timeline names what a family corrected. */
const FIELD_WORDS = { firstName: 'first name', lastName: 'last name', dateOfBirth: 'date of birth' } as const;

/**
 * "My family" on My account (issue 41): a signed-in guardian sees and corrects their own family and nothing of any
 * other. The family is always the one the signed-in account is a guardian of; nothing in a request names it.
 */
@Injectable()
export class MyFamilyService {
  constructor(
    private readonly em: EntityManager,
    private readonly families: FamiliesService,
  ) {}

  /**
   * The guardian record of this account: the one linked to it, or, the first time, the one with its address once the
   * address is verified. Its verified address proves the guardian's, as a private link would (markVerified: the families
   * it started join the proved one), and the record is linked to the account from then on.
   */
  async guardianOf(account: UserAccount): Promise<GuardianRecord | null> {
    const linked = await this.em.findOne(GuardianRecord, { userId: account.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (linked || !account.emailVerifiedAt) return linked;
    const email = account.email.toLowerCase();
    // A record another account was linked to (its holder has since changed address) stays theirs.
    const unlinked = { email, userId: null };
    if (!(await this.em.count(GuardianRecord, unlinked))) return null;
    await this.families.markVerified(email);
    const guardian = await this.em.findOne(GuardianRecord, unlinked, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (!guardian) return null;
    guardian.userId = account.id;
    await this.em.flush();
    return guardian;
  }

  async mine(account: UserAccount): Promise<MyFamily | null> {
    const guardian = await this.guardianOf(account);
    return guardian ? this.view(guardian) : null;
  }

  /** Their own name and phone; the address is their account's, proved, so it is not changed here. */
  async correctMe(account: UserAccount, change: { name?: string; phone?: string }): Promise<MyFamily> {
    const guardian = await this.guardianOf(account);
    if (!guardian) throw problem(404, 'NOT_FOUND', FAMILY_ERRORS.noFamily);
    if (change.name !== undefined) guardian.name = change.name;
    if (change.phone !== undefined) guardian.phone = change.phone;
    await this.em.flush();
    return this.view(guardian);
  }

  /** A child's names or date of birth, for a guardian of the child's family only (the access table's family.correctStudent). */
  async correctStudent(account: UserAccount, { id, firstName, lastName, dateOfBirth }: UpdateMyStudent): Promise<MyFamily> {
    // Linked first, so a guardian's very first visit can already correct.
    await this.guardianOf(account);
    const found = await this.em.findOne(StudentRecord, { id });
    const guardians = found ? await this.em.find(GuardianRecord, { familyId: found.familyId }) : [];
    requireAccess(account, 'family.correctStudent', found && { guardianUserIds: guardians.flatMap((one) => (one.userId ? [one.userId] : [])) });
    // The table allowed it: the student is there, and the account is one of its family's guardians.
    const student = found!;
    const me = guardians.find((one) => one.userId === account.id)!;
    const changed = Object.entries({ firstName, lastName, dateOfBirth }).filter(([name, value]) => value !== undefined && value !== student[name as 'firstName']);
    if (changed.length) {
      const what = changed.map(([name]) => FIELD_WORDS[name as keyof typeof FIELD_WORDS]).join(', ');
      const before = student.firstName;
      Object.assign(student, Object.fromEntries(changed));
      await this.em.flush();
      await this.families.record(student.familyId, { kind: 'note', studentId: student.id, text: `${me.name} corrected ${before}'s ${what} on My family` });
    }
    return this.view(me);
  }

  private async view(guardian: GuardianRecord): Promise<MyFamily> {
    const family = await this.em.findOneOrFail(FamilyRecord, { id: guardian.familyId });
    const others = await this.em.find(GuardianRecord, { familyId: family.id, id: { $ne: guardian.id } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const students = await this.em.find(StudentRecord, { familyId: family.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return {
      name: family.name,
      me: { name: guardian.name, email: guardian.email, phone: guardian.phone },
      otherGuardians: others.map((other) => other.name),
      students: students.map(({ id, firstName, lastName, dateOfBirth, level, startTerm, stage }) => ({ id, firstName, lastName, dateOfBirth, level, startTerm, stage })),
    };
  }
}
