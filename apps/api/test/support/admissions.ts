import { EntityManager } from '@mikro-orm/core';
import type { Level } from '@trailside/domain/admissions/admissions.types';
import { ApplicationChildRecord, ApplicationRecord } from '../../src/admissions/applications/application.entity';
import { FamiliesService, privateLinkToken } from '../../src/admissions/families/families.service';
import { GuardianRecord } from '../../src/admissions/families/guardian.entity';
import { AuditService } from '../../src/audit/audit.service';
import { freshEm } from './database';
import type { TestApp } from './test-app';

let counter = 0;

/** The start term the admissions tests apply for. */
export const TEST_TERM = '2027-09';

/**
 * A family with a child at the Applied stage for `level`, moved there by the family record's own service, optionally with
 * an older child enrolled already, a second guardian, and an application completed at `completedAt` (as an application
 * made online is once the guardian proves their address).
 */
export async function appliedFamily(
  test: TestApp,
  surname: string,
  level: Level,
  { enrolledSibling = false, secondGuardian = false, completedAt }: { enrolledSibling?: boolean; secondGuardian?: boolean; completedAt?: Date } = {},
) {
  counter += 1;
  // The service reads and writes through the request's context; a test has none, so each call runs in a fork.
  const families = () => new FamiliesService(test.app.get(EntityManager).fork(), test.app.get(AuditService));
  const email = `${surname.toLowerCase()}.${counter}.${Date.now()}@families.example`;
  const { family, guardian } = await families().familyFor({ name: `Sam ${surname}`, email, verified: true });
  const emails = [email];
  if (secondGuardian) {
    const second = new GuardianRecord({ familyId: family.id, name: `Alex ${surname}`, email: `alex.${email}` });
    await freshEm(test).persist(second).flush();
    emails.push(second.email);
  }
  if (enrolledSibling) {
    const older = await families().addStudent(family.id, { firstName: 'Older', lastName: surname, level: 'middle', startTerm: '2025-09' });
    await families().setStage(older.id, 'enrolled', null);
  }
  const firstName = `Kid${counter}`;
  const student = await families().addStudent(family.id, { firstName, lastName: surname, level, startTerm: TEST_TERM });
  // The application's private link (its status page), when the family applied online.
  let applicationLink: string | null = null;
  if (completedAt) {
    const link = privateLinkToken();
    applicationLink = link.secret;
    const application = new ApplicationRecord({ familyId: family.id, guardianId: guardian.id, linkHash: link.hash });
    application.completedAt = completedAt;
    const child = new ApplicationChildRecord({ applicationId: application.id, familyId: family.id, studentId: student.id, level, startTerm: TEST_TERM, position: 0 });
    await freshEm(test).persist([application, child]).flush();
  }
  await families().setStage(student.id, 'applied', null);
  return { familyId: family.id, studentId: student.id, firstName, name: `${firstName} ${surname}`, emails, applicationLink };
}
