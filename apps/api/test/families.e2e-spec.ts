import { FamiliesService, hashOfPrivateLink, privateLinkToken } from '../src/admissions/families/families.service';
import { FamilyEventRecord } from '../src/admissions/families/family-event.entity';
import { FamilyRecord } from '../src/admissions/families/family.entity';
import { GuardianRecord } from '../src/admissions/families/guardian.entity';
import { StudentRecord } from '../src/admissions/families/student.entity';
import { AuditService } from '../src/audit/audit.service';
import { EntityManager } from '@mikro-orm/core';
import { startTestApp, type TestApp } from './support/test-app';

// The family record every admissions slice builds on (issue 41): how a family is found from a guardian, how two that
// are one become one, and how a student's stage moves with its timeline line and audit entry.
describe('the family record', () => {
  let test: TestApp;
  let families: FamiliesService;
  const em = () => test.app.get(EntityManager).fork();
  // The service reads and writes through the request's context; a test has none, so it runs each call in a fork.
  const service = () => new FamiliesService(em(), test.app.get(AuditService));

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());
  beforeEach(() => {
    families = service();
  });

  it('should never find a family by an address nobody proved, and join the proved family once the address is proved', async () => {
    const proved = await families.familyFor({ name: 'Ngozi Okafor', email: 'ngozi@families.example', phone: '555-0101', verified: true });
    expect(proved.created).toBe(true);
    expect(proved.family.name).toBe('The Okafor family');

    const typed = await service().familyFor({ name: 'Ngozi Okafor', email: 'NGOZI@families.example', verified: false });
    expect(typed.created).toBe(true);
    expect(typed.family.id).not.toBe(proved.family.id);
    await service().addStudent(typed.family.id, { firstName: 'Ada', lastName: 'Okafor', level: 'primary', startTerm: '2027-09' });
    await service().record(typed.family.id, { kind: 'visit', text: 'Booked a school tour' });

    const again = await service().familyFor({ name: 'N. Okafor', email: 'ngozi@families.example', verified: true, userId: 'u-1' });
    expect(again).toMatchObject({ created: false, family: { id: proved.family.id } });

    await service().markVerified('ngozi@families.example');
    const reader = em();
    expect(await reader.count(FamilyRecord, { id: typed.family.id })).toBe(0);
    const guardians = await reader.find(GuardianRecord, { familyId: proved.family.id });
    expect(guardians).toHaveLength(1);
    expect(guardians[0]).toMatchObject({ email: 'ngozi@families.example', phone: '555-0101', userId: 'u-1' });
    expect(await reader.count(StudentRecord, { familyId: proved.family.id, firstName: 'Ada' })).toBe(1);
    const timeline = await reader.find(FamilyEventRecord, { familyId: proved.family.id }, { orderBy: { at: 'asc' } });
    expect(timeline.map((line) => line.kind)).toEqual(['visit', 'merge']);
  });

  it('should move a student and the family on the board, each change on the timeline and in the audit trail', async () => {
    const { family } = await families.familyFor({ name: 'Lena Park', email: 'lena@families.example', verified: false });
    await service().stepForward(family.id, 'visit-booked');
    expect((await em().findOneOrFail(FamilyRecord, { id: family.id })).stage).toBe('visit-booked');

    const student = await service().addStudent(family.id, { firstName: 'Min', lastName: 'Park', level: 'secondary' });
    await service().setStage(student.id, 'applied', null);
    await service().stepForward(family.id, 'visited');
    const staff = { id: 'staff-1', name: 'Office' };
    await service().setStage(student.id, 'waiting-list', staff, 'no place in Secondary until January');
    await service().setStage(student.id, 'waiting-list', staff);

    const reader = em();
    expect(await reader.findOneOrFail(StudentRecord, { id: student.id })).toMatchObject({ stage: 'waiting-list', status: 'waiting' });
    expect((await reader.findOneOrFail(FamilyRecord, { id: family.id })).stage).toBe('waiting-list');
    const lines = await reader.find(FamilyEventRecord, { familyId: family.id, kind: 'stage' }, { orderBy: { at: 'asc' } });
    expect(lines.map((line) => line.text)).toEqual(['Min moved from Enquiry to Applied', 'Min moved from Applied to Waiting list (no place in Secondary until January)']);
    const trail = await new AuditService(em()).list({ action: 'change-stage', limit: 10, offset: 0 } as never);
    expect(trail.entries.filter((entry) => entry.entityIds.includes(student.id)).map((entry) => [entry.actorName, entry.summary])).toEqual([
      ['Office', 'moved "Min Park" from Applied to Waiting list (no place in Secondary until January)'],
      ['The website', 'moved "Min Park" from Enquiry to Applied'],
    ]);
  });

  it('should keep only the hash of a private link', () => {
    const { secret, hash } = privateLinkToken();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(hashOfPrivateLink(secret)).toBe(hash);
    expect(hash).not.toContain(secret);
  });
});
