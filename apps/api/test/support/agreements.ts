import { EntityManager, RequestContext } from '@mikro-orm/core';
import type { AgreementToPrepare } from '../../src/admissions/agreements/agreements.service';
import { AgreementsService } from '../../src/admissions/agreements/agreements.service';
import { FamiliesService } from '../../src/admissions/families/families.service';
import { GuardianRecord } from '../../src/admissions/families/guardian.entity';
import type { TestApp } from './test-app';

/** Runs a service call as a request would: in a context of its own (a test has none). */
export const inRequest = <T>(test: TestApp, call: () => Promise<T>): Promise<T> => RequestContext.create(test.app.get(EntityManager).fork(), call);

export interface TestFamily {
  familyId: string;
  studentId: string;
  guardians: { name: string; email: string }[];
}

/** A family with two guardians (the second added as staff would) and one child who accepted an offer. */
export async function familyWithTwoGuardians(test: TestApp, surname = 'Parkes'): Promise<TestFamily> {
  const tag = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  const guardians = [
    { name: `Priya ${surname}`, email: `priya.${tag}@families.example` },
    { name: `Sam ${surname}`, email: `sam.${tag}@families.example` },
  ];
  return inRequest(test, async () => {
    const families = test.app.get(FamiliesService);
    const { family } = await families.familyFor({ ...guardians[0], verified: true });
    const em = test.app.get(EntityManager);
    await em.persist(new GuardianRecord({ familyId: family.id, ...guardians[1] })).flush();
    const student = await families.addStudent(family.id, { firstName: 'Theo', lastName: surname, level: 'primary', startTerm: '2027-09' });
    await families.setStage(student.id, 'offered', null);
    return { familyId: family.id, studentId: student.id, guardians };
  });
}

/** What the offers slice does when a family accepts: the agreement is made and each guardian mailed a link. */
export function prepareAgreement(test: TestApp, family: TestFamily, terms: Partial<AgreementToPrepare> = {}) {
  return inRequest(test, () =>
    test.app.get(AgreementsService).prepare({ familyId: family.familyId, studentIds: [family.studentId], className: 'Primary K-2', startDate: '2027-09-01', monthlyTuition: 584, ...terms }),
  );
}
