import type { Response } from 'supertest';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { listRoutes } from '../../src/common/access/route-policies';
import { UserAccount } from '../../src/identity/people/user-account.entity';
import { databaseSnapshot, freshEm } from '../support/database';
import { addTestimonial } from '../support/people';
import { bearer, newFamily, signUp, startTestApp, type TestApp } from '../support/test-app';
import { type AccessContext, accessContext } from './access-matrix';
import { decision } from '../support/moderation';

/**
 * Beyond the route x role matrix: one family acting on what is another's, or on its own rights. Every
 * attempt must be refused (or, for fields a form never takes, ignored) with the database exactly as before.
 */
describe('ownership and privilege', () => {
  let test: TestApp;
  let context: AccessContext;
  let ownerToken: string;
  let generalToken: string;
  beforeAll(async () => {
    test = await startTestApp();
    context = await accessContext(test);
    ownerToken = context.auth('owner').Authorization!.replace('Bearer ', '');
    generalToken = context.auth('general').Authorization!.replace('Bearer ', '');
  });
  afterAll(() => test.close());

  /** Runs the attempt and checks it was refused with `status` and changed no row of any table. */
  async function refusedWithNothingChanged(status: number, attempt: () => Promise<Response>): Promise<Response> {
    const before = await databaseSnapshot(test);
    const response = await attempt();
    expect({ status: response.status, body: response.body }).toEqual({ status, body: expect.objectContaining({ statusCode: status }) });
    expect(await databaseSnapshot(test)).toEqual(before);
    return response;
  }

  async function ownersComment(): Promise<string> {
    const post = await test.http().post('/api/blogs').set(context.auth('god')).send({ title: 'Ownership', text: 'A post.' }).expect(201);
    const comment = await test
      .http()
      .post('/api/comments')
      .set(context.auth('owner'))
      .send({ comment: 'Our own words.', parentDocPath: `blogs/${post.body.blog.id}` })
      .expect(201);
    return comment.body.comment.id;
  }

  describe("another family's testimonial", () => {
    it.each([
      ['edit its text', { text: 'Taken over.' }],
      ['approve it', { approved: true }],
      ['reject it', { rejected: true }],
    ])('should refuse to let a family %s', async (_what, change) => {
      const { id } = await addTestimonial(test, ownerToken);
      await refusedWithNothingChanged(403, () =>
        test.http().put('/api/testimonials').set(context.auth('general')).field('data', JSON.stringify({ id, ...change })),
      );
    });

    it('should refuse to let a family delete it', async () => {
      const { id } = await addTestimonial(test, ownerToken);
      await refusedWithNothingChanged(403, () => test.http().delete('/api/testimonials').set(context.auth('general')).send({ id, path: `testimonials/${id}` }));
    });

    it('should refuse to let the author approve or un-reject their own', async () => {
      const { id } = await addTestimonial(test, ownerToken);
      for (const change of [{ approved: true }, { rejected: false }, { approved: true, text: 'And approved.' }]) {
        await refusedWithNothingChanged(403, () =>
          test.http().put('/api/testimonials').set(context.auth('owner')).field('data', JSON.stringify({ id, ...change })),
        );
      }
    });

    it("should write a new one as the signed-in family, whatever author the body names", async () => {
      const response = await test
        .http()
        .post('/api/testimonials')
        .set(context.auth('general'))
        .send({ text: 'Mine, not theirs.', userId: context.userId.owner, fname: 'Olive', approved: true })
        .expect(201);
      expect(response.body.testimonial).toMatchObject({ userId: context.userId.general, approved: false });
    });
  });

  describe("another family's comment", () => {
    it.each([
      ['edit it', { comment: 'Taken over.' }],
      ['approve it', { approved: true }],
      ['reject it', { rejected: true }],
    ])('should refuse to let a family %s', async (_what, change) => {
      const id = await ownersComment();
      await refusedWithNothingChanged(403, () => test.http().put('/api/comments').set(context.auth('general')).send({ id, ...change }));
    });

    it('should refuse to let a family delete it', async () => {
      const id = await ownersComment();
      await refusedWithNothingChanged(403, () => test.http().delete('/api/comments').set(context.auth('general')).send({ id }));
    });

    it('should refuse to let the author approve their own', async () => {
      const id = await ownersComment();
      await refusedWithNothingChanged(403, () => test.http().put('/api/comments').set(context.auth('owner')).send({ id, approved: true }));
      await refusedWithNothingChanged(403, () =>
        test.http().put('/api/comments').set(context.auth('owner')).send({ id, comment: 'Edited, and approved.', approved: true }),
      );
    });

    it('should refuse bulk moderation to a family, even of their own', async () => {
      const id = await ownersComment();
      await refusedWithNothingChanged(403, () => test.http().post('/api/moderation').set(context.auth('owner')).send(decision('comment', [id], 'approve')));
      await refusedWithNothingChanged(403, () =>
        test.http().post('/api/moderation').set(context.auth('owner')).send({ changes: [{ id, from: 'pending', to: 'approved' }] }),
      );
    });
  });

  describe("another person's account", () => {
    it.each([
      ['change its email (to take it over)', { email: 'thief@example.com' }],
      ['set its password', { password: 'stolen-garden-key' }],
      ['rename it', { fname: 'Mallory' }],
      ['lower its level', { accessLevel: AccessLevel.GENERAL }],
    ])('should refuse to let a family %s', async (_what, change) => {
      await refusedWithNothingChanged(403, () => test.http().put('/api/users').set(context.auth('general')).send({ id: context.userId.owner, ...change }));
    });

    it('should refuse to let a family delete it', async () => {
      await refusedWithNothingChanged(403, () => test.http().delete('/api/users').set(context.auth('general')).send({ id: context.userId.owner }));
    });

    it('should refuse to let an ADMIN change or delete a GOD', async () => {
      await refusedWithNothingChanged(403, () => test.http().put('/api/users').set(context.auth('admin')).send({ id: context.userId.god, fname: 'Demoted' }));
      await refusedWithNothingChanged(403, () =>
        test.http().put('/api/users').set(context.auth('admin')).send({ id: context.userId.god, accessLevel: AccessLevel.GENERAL }),
      );
      await refusedWithNothingChanged(403, () => test.http().delete('/api/users').set(context.auth('admin')).send({ id: context.userId.god }));
    });
  });

  describe("another family's account, sign-ins and children", () => {
    it("should refuse to let a family end another's sign-in", async () => {
      const [theirs] = (await test.http().get('/api/account/sessions').set(context.auth('owner')).expect(200)).body.sessions;
      await refusedWithNothingChanged(404, () => test.http().delete(`/api/account/sessions/${theirs.id}`).set(context.auth('general')));
    });

    it("should refuse to let a family change or delete another family's child", async () => {
      const child = await test.http().post('/api/account/children').set(context.auth('owner')).send({ email: `kid.${Date.now()}@example.com`, password: 'tree-house-12', fname: 'Ivy', lname: 'P' }).expect(201);
      await refusedWithNothingChanged(403, () => test.http().put('/api/users').set(context.auth('general')).send({ id: child.body.child.id, fname: 'Taken' }));
      await refusedWithNothingChanged(403, () => test.http().delete('/api/users').set(context.auth('general')).send({ id: child.body.child.id, password: 'apple-orchard-walk' }));
      await refusedWithNothingChanged(403, () => test.http().post(`/api/users/${context.userId.owner}/children`).set(context.auth('general')).send({ email: `kid2.${Date.now()}@example.com`, password: 'tree-house-12', fname: 'A', lname: 'B' }));
    });

    it("should refuse to let a child stop being a child's account, or a family make itself one", async () => {
      const child = await test.http().post('/api/account/children').set(context.auth('owner')).send({ email: `kid3.${Date.now()}@example.com`, password: 'tree-house-12', fname: 'Ivy', lname: 'P' }).expect(201);
      const childToken = (await test.http().post('/api/auth/login').send({ email: child.body.child.email, password: 'tree-house-12' }).expect(200)).body.token;
      await refusedWithNothingChanged(403, () => test.http().put('/api/users').set(bearer(childToken)).send({ id: child.body.child.id, type: 'parent' }));
      await refusedWithNothingChanged(403, () => test.http().put('/api/users').set(context.auth('owner')).send({ id: child.body.child.id, type: 'teacher' }));
      await refusedWithNothingChanged(403, () => test.http().put('/api/users').set(context.auth('general')).send({ id: context.userId.general, type: 'child' }));
    });

    it("should refuse to let an ADMIN reset a GOD's two-step sign-in, or require two steps for staff", async () => {
      await refusedWithNothingChanged(403, () => test.http().delete(`/api/users/${context.userId.god}/two-step`).set(context.auth('admin')));
      await refusedWithNothingChanged(403, () => test.http().put('/api/account-policy').set(context.auth('admin')).send({ twoStepRequiredForStaff: true }));
    });
  });

  describe('raising your own rights', () => {
    const levelOf = async (id: string) => (await freshEm(test).findOneOrFail(UserAccount, { id })).accessLevel;

    it.each([
      [AccessLevel.GOD, 403],
      [AccessLevel.ADMIN, 403],
      ['1', 403],
      [1.5, 400],
      [0, 400],
      [-1, 400],
      ['GOD', 400],
    ])('should refuse a family setting its own level to %p with %p', async (level, status) => {
      const response = await refusedWithNothingChanged(status, () =>
        test.http().put('/api/users').set(context.auth('general')).send({ id: context.userId.general, accessLevel: level }),
      );
      expect(response.body.message).toEqual(expect.any(String));
      expect(await levelOf(context.userId.general)).toBe(AccessLevel.GENERAL);
    });

    it('should refuse the same through a multipart form, as fields or as the payload', async () => {
      await refusedWithNothingChanged(403, () =>
        test.http().put('/api/users').set(context.auth('general')).field('id', context.userId.general).field('accessLevel', '1'),
      );
      await refusedWithNothingChanged(403, () =>
        test
          .http()
          .put('/api/users')
          .set(context.auth('general'))
          .field('payload', JSON.stringify({ id: context.userId.general, accessLevel: AccessLevel.GOD })),
      );
    });

    it('should refuse an ADMIN making itself GOD, or creating a GOD', async () => {
      await refusedWithNothingChanged(403, () =>
        test.http().put('/api/users').set(context.auth('admin')).send({ id: context.userId.admin, accessLevel: AccessLevel.GOD }),
      );
      await refusedWithNothingChanged(403, () =>
        test.http().post('/api/users').set(context.auth('admin')).send({ ...newFamily(), accessLevel: AccessLevel.GOD }),
      );
      expect(await levelOf(context.userId.admin)).toBe(AccessLevel.ADMIN);
    });

    it('should ignore every field a form never takes (role, isAdmin, sessionVersion, passwordHash...) on a change to your own account', async () => {
      const before = await freshEm(test).findOneOrFail(UserAccount, { id: context.userId.general });
      await test
        .http()
        .put('/api/users')
        .set(context.auth('general'))
        .send({
          id: context.userId.general,
          phone: '(555) 014-2222',
          role: 'GOD',
          isAdmin: true,
          admin: true,
          level: 1,
          access_level: 1,
          AccessLevel: 1,
          sessionVersion: 99,
          passwordHash: 'x',
          failedLogins: -100,
          createdAt: 0,
          totpSecret: 'JBSWY3DPEHPK3PXP',
          totpLastStep: 0,
          parentId: context.userId.god,
          parentConsent: 'given',
          lastSignInAt: 0,
        })
        .expect(200);
      const after = await freshEm(test).findOneOrFail(UserAccount, { id: context.userId.general });
      expect(after.phone).toBe('(555) 014-2222');
      expect({ ...after, phone: before.phone, updatedAt: before.updatedAt }).toEqual({ ...before });
      await test.http().get('/api/users').set(bearer(generalToken)).expect(403);
    });

    it.each([
      ['JSON', (body: object) => test.http().post('/api/auth/register').send(body)],
      ['a multipart payload', (body: object) => test.http().post('/api/auth/register').field('payload', JSON.stringify(body))],
      [
        'multipart fields',
        (body: Record<string, unknown>) =>
          Object.entries(body).reduce((request, [key, value]) => request.field(key, String(value)), test.http().post('/api/auth/register')),
      ],
    ])('should make a sign-up GENERAL whatever level it asks for, sent as %s', async (_how, send) => {
      const family = { ...newFamily(), accessLevel: 1, role: 'GOD', isAdmin: true, level: 1, sessionVersion: 7 };
      const response = await send(family).expect(201);
      expect(response.body.user.accessLevel).toBe(AccessLevel.GENERAL);
      const account = await freshEm(test).findOneOrFail(UserAccount, { email: family.email });
      expect({ level: account.accessLevel, version: account.sessionVersion }).toEqual({ level: AccessLevel.GENERAL, version: 1 });
      await test.http().get('/api/users').set(bearer(response.body.token)).expect(403);
    });

    it('should leave a family GENERAL after it sends level-raising fields to every route there is', async () => {
      const { user, token } = await signUp(test);
      const escalation = { accessLevel: 1, role: 'GOD', isAdmin: true, userId: context.userId.god, id: user.id, type: 'teacher' };
      // Deleting your own account is allowed, and would end the walk; everything else is tried.
      const routes = listRoutes(test.app).filter((route) => route.method !== 'GET' && `${route.method} ${route.path}` !== 'DELETE /api/users');
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        const path = route.path.replace(/:\w+/g, user.id);
        const method = route.method.toLowerCase() as 'post' | 'put' | 'delete' | 'patch';
        const asJson = await test.http()[method](path).set(bearer(token)).send(escalation);
        const asPayload = await test.http()[method](path).set(bearer(token)).field('payload', JSON.stringify(escalation));
        for (const response of [asJson, asPayload]) expect({ route: path, status: response.status < 500 }).toEqual({ route: path, status: true });
        expect({ route: path, level: await levelOf(user.id) }).toEqual({ route: path, level: AccessLevel.GENERAL });
      }
      await test.http().get('/api/users').set(bearer(token)).expect(403);
    });
  });
});
