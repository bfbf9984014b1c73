import { ADMIN, bearer, logIn, startTestApp, type TestApp } from './support/test-app';

describe('the sample teachers and testimonials', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ SAMPLE_CONTENT: 'true' });
  });
  afterAll(() => test.close());

  it('should give a new school its head first, the class guides and specialists, each with a portrait', async () => {
    const { body } = await test.http().get('/api/teachers').expect(200);
    expect(body.teachers[0]).toMatchObject({ name: 'Ruth Calder', role: 'OWNER', subject: 'Head of School' });
    expect(body.teachers.map((t: { subject: string }) => t.subject)).toEqual(
      expect.arrayContaining(['Primary K-2 Guide', 'Secondary 3-5 Guide', 'Middle 6-8 Guide']),
    );
    for (const teacher of body.teachers) {
      expect(teacher.skills.length).toBeGreaterThan(0);
      expect(teacher.passions).toBeTruthy();
      await test.http().get(teacher.imageUrl).expect(200);
    }
  });

  it('should hold testimonials in every state, showing visitors only the approved ones', async () => {
    const visitor = await test.http().get('/api/testimonials').expect(200);
    expect(visitor.body.testimonials.length).toBe(3);
    const token = await logIn(test, ADMIN.email, ADMIN.password);
    const admin = await test.http().get('/api/testimonials?showDeleted=true').set(bearer(token)).expect(200);
    const states = admin.body.testimonials.map((t: { approved: boolean; rejected: boolean }) => `${t.approved}/${t.rejected}`);
    expect(new Set(states)).toEqual(new Set(['true/false', 'false/false', 'false/true']));
  });
});
