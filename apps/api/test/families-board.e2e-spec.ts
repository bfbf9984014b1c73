import { EntityManager } from '@mikro-orm/core';
import type { Stage } from '@trailside/domain/admissions/admissions.types';
import type { FamilyResponse, GetFamiliesResponse, GetMyFamilyResponse } from '@trailside/domain/admissions/families.contract';
import { ASK_THE_OFFICE, FAMILY_ERRORS } from '@trailside/domain/admissions/families.messages';
import { FAMILY_MESSAGES } from '@trailside/domain/admissions/families.schema';
import type { AuditEntry } from '@trailside/domain/audit/audit.types';
import { FamiliesService } from '../src/admissions/families/families.service';
import { FamilyEventRecord } from '../src/admissions/families/family-event.entity';
import { GuardianRecord } from '../src/admissions/families/guardian.entity';
import { StudentRecord } from '../src/admissions/families/student.entity';
import { AuditService } from '../src/audit/audit.service';
import { databaseSnapshot } from './support/database';
import { type MailTestApp, startMailTestApp, verifiedFamily } from './support/family-mail';
import { ADMIN, bearer, logIn, signUp } from './support/test-app';

// The staff's families board and My family (issue 41): counts by stage that follow every change, filters and search,
// the staff's audited changes, and a guardian who sees their own family and nothing of anyone else's.
describe('the families board and My family', () => {
  let app: MailTestApp;
  let staff: Record<string, string>;
  const http = () => app.test.http();
  const em = () => app.test.app.get(EntityManager).fork();
  // The service works in the request's context; a test has none, so each call gets a fork (as families.e2e-spec).
  const families = () => new FamiliesService(em(), app.test.app.get(AuditService));

  beforeAll(async () => {
    app = await startMailTestApp();
    staff = bearer(await logIn(app.test, ADMIN.email, ADMIN.password));
  });
  afterAll(() => app.close());

  const board = async (query: Record<string, string> = {}): Promise<GetFamiliesResponse> => (await http().get('/api/families').set(staff).query(query).expect(200)).body;
  const family = async (id: string, query: Record<string, string> = {}) => ((await http().get(`/api/families/${id}`).set(staff).query(query).expect(200)).body as FamilyResponse).family;
  const trail = async (limit: number): Promise<AuditEntry[]> => (await http().get('/api/audit').set(staff).query({ limit }).expect(200)).body.entries;

  /** A family with one guardian (`tag` keeps each test's families apart in searches) and its children. */
  async function familyWith(tag: string, children: { firstName: string; level?: 'primary' | 'secondary' | 'middle'; startTerm?: string; stage?: Stage }[] = []) {
    const { family, guardian } = await families().familyFor({ name: `Pat ${tag}`, email: `pat.${tag.toLowerCase()}@families.example`, verified: false });
    const students = [];
    for (const child of children) {
      const student = await families().addStudent(family.id, { firstName: child.firstName, lastName: tag, level: child.level, startTerm: child.startTerm });
      if (child.stage) await families().setStage(student.id, child.stage, null);
      students.push(student);
    }
    return { family, guardian, students };
  }

  it('should count families by their stage and students by theirs, following every stage change and a merge', async () => {
    const q = 'countsfollow';
    const one = await familyWith('Countsfollow', [{ firstName: 'Ada', stage: 'applied' }, { firstName: 'Ben', stage: 'visited' }]);
    const two = await familyWith('Countsfollowtwo', [{ firstName: 'Cy' }]);
    let counts = (await board({ q })).counts;
    expect(counts.families).toMatchObject({ applied: 1, enquiry: 1, 'waiting-list': 0 });
    expect(counts.students).toMatchObject({ applied: 1, visited: 1, enquiry: 1 });

    await families().setStage(one.students[0].id, 'waiting-list', null);
    counts = (await board({ q })).counts;
    expect(counts.families).toMatchObject({ applied: 0, 'waiting-list': 1, enquiry: 1 });
    expect(counts.students).toMatchObject({ applied: 0, 'waiting-list': 1, visited: 1, enquiry: 1 });

    await http().post(`/api/families/${one.family.id}/merge`).set(staff).send({ fromId: two.family.id }).expect(200);
    counts = (await board({ q })).counts;
    expect(counts.families).toMatchObject({ 'waiting-list': 1, enquiry: 0 });
    expect(Object.values(counts.families).reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(counts.students).toMatchObject({ 'waiting-list': 1, visited: 1, enquiry: 1 });
  });

  it('should filter by stage, level and start term (the same student), search names and addresses, and page', async () => {
    const a = await familyWith('Filterfam', [{ firstName: 'Dee', level: 'primary', startTerm: '2027-09', stage: 'applied' }]);
    const b = await familyWith('Filterfamtwo', [{ firstName: 'Eli', level: 'middle', startTerm: '2027-09' }, { firstName: 'Fay', level: 'primary', startTerm: '2028-01' }]);
    const names = (response: GetFamiliesResponse) => response.families.map((one) => one.name).sort();

    expect(names(await board({ q: 'filterfam' }))).toEqual([a.family.name, b.family.name].sort());
    expect(names(await board({ q: 'filterfam', stage: 'applied' }))).toEqual([a.family.name]);
    expect(names(await board({ q: 'filterfam', level: 'primary' }))).toEqual([a.family.name, b.family.name].sort());
    expect(names(await board({ q: 'filterfam', level: 'primary', startTerm: '2027-09' }))).toEqual([a.family.name]);
    expect(names(await board({ q: 'filterfam', level: 'middle', startTerm: '2028-01' }))).toEqual([]);
    // A guardian's address and the family's name are both searched, in any case.
    expect(names(await board({ q: 'PAT.FILTERFAMTWO@' }))).toEqual([b.family.name]);
    const withLevel = await board({ q: 'filterfam', level: 'primary', startTerm: '2027-09' });
    expect(withLevel.counts.students).toMatchObject({ applied: 1, enquiry: 0 });

    const first = await board({ q: 'filterfam', limit: '1' });
    const second = await board({ q: 'filterfam', limit: '1', offset: '1' });
    expect(first.total).toBe(2);
    expect([...first.families, ...second.families].map((one) => one.id).sort()).toEqual([a.family.id, b.family.id].sort());

    const refused = await http().get('/api/families').set(staff).query({ level: 'nursery' }).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: FAMILY_MESSAGES.level });
  });

  it('should show a family with its timeline newest first, paged', async () => {
    const { family: made } = await familyWith('Timeline');
    for (const n of [1, 2, 3]) await http().post(`/api/families/${made.id}/notes`).set(staff).send({ text: `Note ${n}` }).expect(201);
    const page = await family(made.id, { limit: '2' });
    expect(page.timelineTotal).toBe(3);
    expect(page.timeline.map((line) => line.text)).toEqual(['Note 3', 'Note 2']);
    expect((await family(made.id, { limit: '2', offset: '2' })).timeline.map((line) => line.text)).toEqual(['Note 1']);
    await http().get('/api/families/not-a-family').set(staff).expect(404);
  });

  it('should audit notes, edits, stage moves and merges, each once, and keep the stage reason on the timeline', async () => {
    const { family: made, guardian, students } = await familyWith('Audited', [{ firstName: 'Gus', stage: 'applied' }]);
    const other = await familyWith('Auditedtwo');

    const noted = (await http().post(`/api/families/${made.id}/notes`).set(staff).send({ text: 'Called about the spring tour' }).expect(201)).body.family;
    expect(noted.timeline[0]).toMatchObject({ kind: 'note', text: 'Called about the spring tour', actorName: expect.any(String) });
    await http().put(`/api/families/${made.id}`).set(staff).send({ name: 'The Audited-Okafor family' }).expect(200);
    await http().put(`/api/families/${made.id}/guardians`).set(staff).send({ id: guardian.id, phone: '555-0199', signsAgreement: false }).expect(200);
    await http().put(`/api/families/${made.id}/students`).set(staff).send({ id: students[0].id, dateOfBirth: '2019-04-23', level: 'primary' }).expect(200);
    await http().post(`/api/families/${made.id}/students`).set(staff).send({ firstName: 'Hana', lastName: 'Audited' }).expect(201);
    await http().post(`/api/families/${made.id}/guardians`).set(staff).send({ name: 'Sam Audited', email: 'sam.audited@families.example' }).expect(201);

    // Without a reason nothing moves.
    const refused = await http().post(`/api/families/${made.id}/stage`).set(staff).send({ studentId: students[0].id, stage: 'offered', reason: ' ' }).expect(400);
    expect(refused.body.message).toBe(FAMILY_MESSAGES.reason);
    expect((await em().findOneOrFail(StudentRecord, { id: students[0].id })).stage).toBe('applied');
    const moved = (await http().post(`/api/families/${made.id}/stage`).set(staff).send({ studentId: students[0].id, stage: 'offered', reason: 'a place came free in Primary' }).expect(200)).body.family;
    expect(moved.students[0]).toMatchObject({ stage: 'offered', status: 'offered' });
    expect(moved.timeline[0].text).toBe('Gus moved from Applied to Offered (a place came free in Primary)');
    await http().post(`/api/families/${made.id}/merge`).set(staff).send({ fromId: other.family.id }).expect(200);

    const entries = (await trail(8)).reverse();
    expect(entries.map((entry) => [entry.action, entry.entityKind, entry.summary])).toEqual([
      ['create', 'family', 'added a note to the timeline of "The Audited family"'],
      ['update', 'family', 'renamed a family to "The Audited-Okafor family"'],
      ['update', 'guardian', 'changed phone, signsAgreement of the guardian "Pat Audited" of "The Audited-Okafor family"'],
      ['update', 'student', 'changed dateOfBirth, level of the student "Gus Audited"'],
      ['create', 'student', 'added the student "Hana Audited" to "The Audited-Okafor family"'],
      ['create', 'guardian', 'added the guardian "Sam Audited" to "The Audited-Okafor family"'],
      ['change-stage', 'student', 'moved "Gus Audited" from Applied to Offered (a place came free in Primary)'],
      ['merge', 'family', 'merged "The Auditedtwo family" into "The Audited-Okafor family"'],
    ]);
    expect(new Set(entries.map((entry) => entry.actorName)).size).toBe(1);
    expect(entries[0].actorName).not.toBe('The website');
  });

  it('should let staff add a family by hand, audited, as a new family even for an address already on the board', async () => {
    const known = await familyWith('Phoned');
    const added = (await http().post('/api/families').set(staff).send({ name: 'Pat Phoned', email: 'PAT.PHONED@families.example', phone: '555-0123' }).expect(201)).body
      .family as FamilyResponse['family'];
    expect(added.id).not.toBe(known.family.id);
    expect(added).toMatchObject({ name: 'The Phoned family', stage: 'enquiry', guardians: [expect.objectContaining({ email: 'pat.phoned@families.example', verified: false })] });
    expect(added.timeline.map((line) => line.kind)).toEqual(['note']);
    expect((await trail(1))[0]).toMatchObject({ action: 'create', entityKind: 'family', summary: 'added the family "The Phoned family"' });
    await http().post('/api/families').set(staff).send({ name: 'Pat Phoned', email: 'not an address' }).expect(400);
  });

  it("should link a student only to a child's account of the family's guardians", async () => {
    const parent = await verifiedFamily(app);
    const { family: made, students } = await familyWith('Linked', [{ firstName: 'Ivy' }]);
    // The parent's own address finds the family on My family, which links the guardian to the account.
    await em().nativeUpdate(GuardianRecord, { familyId: made.id }, { email: parent.user.email });
    await http().get('/api/account/family').set(bearer(parent.token)).expect(200);
    const childId: string = (
      await http()
        .post('/api/account/children')
        .set(bearer(parent.token))
        .send({ email: `ivy.${Date.now()}@families.example`, password: 'tree-house-12', fname: 'Ivy', lname: 'Linked' })
        .expect(201)
    ).body.child.id;
    const stranger = await signUp(app.test);

    expect((await family(made.id)).childAccounts).toEqual([{ id: childId, name: 'Ivy Linked' }]);
    const wrong = await http().put(`/api/families/${made.id}/students`).set(staff).send({ id: students[0].id, userId: stranger.user.id }).expect(400);
    expect(wrong.body.message).toBe(FAMILY_ERRORS.childAccount);
    const linked = (await http().put(`/api/families/${made.id}/students`).set(staff).send({ id: students[0].id, userId: childId }).expect(200)).body.family;
    expect(linked.students[0].userId).toBe(childId);
    expect((await trail(1))[0].summary).toBe('linked "Ivy Linked" to a child\'s account');
  });

  it('should keep the board from families and visitors', async () => {
    const signedIn = await signUp(app.test);
    const { family: made } = await familyWith('Private');
    await http().get('/api/families').expect(401);
    await http().get('/api/families').set(bearer(signedIn.token)).expect(403);
    await http().get(`/api/families/${made.id}`).set(bearer(signedIn.token)).expect(403);
    await http().post(`/api/families/${made.id}/notes`).set(bearer(signedIn.token)).send({ text: 'Hello' }).expect(403);
    expect(await em().count(FamilyEventRecord, { familyId: made.id })).toBe(0);
  });

  describe('My family', () => {
    it('should show a verified guardian their own family, link their account the first time, and nothing for an unverified address', async () => {
      const { family: made, guardian } = await familyWith('Mine', [{ firstName: 'Jo', level: 'secondary', startTerm: '2027-09', stage: 'waiting-list' }]);
      await families().familyFor({ name: 'Lee Mine', email: 'lee.mine@families.example', verified: false }).then(({ guardian: second }) =>
        em().nativeUpdate(GuardianRecord, { id: second.id }, { familyId: made.id }),
      );
      const unverified = await signUp(app.test, { email: guardian.email });
      expect((await http().get('/api/account/family').set(bearer(unverified.token)).expect(200)).body).toEqual({ family: null });
      expect((await em().findOneOrFail(GuardianRecord, { id: guardian.id })).userId).toBeNull();

      const owner = await verifiedFamily(app);
      await em().nativeUpdate(GuardianRecord, { id: guardian.id }, { email: owner.user.email });
      const mine = ((await http().get('/api/account/family').set(bearer(owner.token)).expect(200)).body as GetMyFamilyResponse).family!;
      expect(mine).toEqual({
        name: made.name,
        me: { name: 'Pat Mine', email: owner.user.email, phone: '' },
        otherGuardians: ['Lee Mine'],
        students: [expect.objectContaining({ firstName: 'Jo', lastName: 'Mine', level: 'secondary', startTerm: '2027-09', stage: 'waiting-list' })],
      });
      expect(await em().findOneOrFail(GuardianRecord, { id: guardian.id })).toMatchObject({ userId: owner.user.id, verifiedAt: expect.any(Date) });
    });

    it("should let a guardian correct their own details and their child's names and birthday, but not the stage, level or term, nor another family's child", async () => {
      const owner = await verifiedFamily(app);
      const { students } = await familyWith('Correct', [{ firstName: 'Kit', level: 'primary', startTerm: '2027-09' }]);
      await em().nativeUpdate(GuardianRecord, { familyId: students[0].familyId }, { email: owner.user.email });
      const other = await familyWith('Othercorrect', [{ firstName: 'Max' }]);
      const as = bearer(owner.token);

      const me = (await http().put('/api/account/family/me').set(as).send({ phone: '555-0142' }).expect(200)).body.family;
      expect(me.me.phone).toBe('555-0142');
      const corrected = (await http().put('/api/account/family/students').set(as).send({ id: students[0].id, firstName: 'Kitty', dateOfBirth: '2020-02-29' }).expect(200)).body.family;
      expect(corrected.students[0]).toMatchObject({ firstName: 'Kitty', dateOfBirth: '2020-02-29', level: 'primary' });
      const timeline = await em().find(FamilyEventRecord, { familyId: students[0].familyId, kind: 'note' });
      expect(timeline.map((line) => line.text)).toEqual(["Pat Correct corrected Kit's first name, date of birth on My family"]);

      const before = await databaseSnapshot(app.test);
      const office = await http().put('/api/account/family/students').set(as).send({ id: students[0].id, level: 'middle' }).expect(400);
      expect(office.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: ASK_THE_OFFICE });
      await http().put('/api/account/family/students').set(as).send({ id: students[0].id, stage: 'enrolled', firstName: 'Kat' }).expect(400);
      await http().put('/api/account/family/students').set(as).send({ id: students[0].id, dateOfBirth: '2020-02-30' }).expect(400);
      const theirs = await http().put('/api/account/family/students').set(as).send({ id: other.students[0].id, firstName: 'Mine now' }).expect(404);
      expect(theirs.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: FAMILY_ERRORS.myStudentNotFound });
      // Staff correcting through My family are held to their own family too.
      await http().put('/api/account/family/students').set(staff).send({ id: other.students[0].id, firstName: 'Mine now' }).expect(404);
      expect(await databaseSnapshot(app.test)).toEqual(before);

      const stranger = await signUp(app.test);
      await http().put('/api/account/family/me').set(bearer(stranger.token)).send({ phone: '1' }).expect(404);
      await http().get('/api/account/family').expect(401);
    });
  });
});
