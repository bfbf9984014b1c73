import type { GetAuditTrailResponse } from '@trailside/domain/audit/audit.contract';
import type { AuditEntry } from '@trailside/domain/audit/audit.types';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { listRoutes } from '../src/common/access/route-policies';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { countRows, freshEm } from './support/database';
import { pngPicture } from './support/images';
import { addTeacher, addTestimonial } from './support/people';
import { ADMIN, bearer, logIn, newFamily, signUp, startTestApp, type TestApp } from './support/test-app';
import { decision } from './support/moderation';

let test: TestApp;
let god: Record<string, string>;
let godToken: string;
let godId: string;
let family: { token: string; id: string };

beforeAll(async () => {
  test = await startTestApp();
  godToken = await logIn(test, ADMIN.email, ADMIN.password);
  god = bearer(godToken);
  godId = (await test.http().get('/api/auth/me').set(god).expect(200)).body.user.id;
  const signedUp = await signUp(test, { fname: 'Maya' });
  family = { token: signedUp.token, id: signedUp.user.id };
});
afterAll(() => test.close());

async function trail(query: Record<string, string | number> = {}, as = god): Promise<GetAuditTrailResponse> {
  return (await test.http().get('/api/audit').set(as).query(query).expect(200)).body;
}

/** The entries recorded while `act` ran, oldest first. */
async function recordedBy(act: () => Promise<unknown>): Promise<AuditEntry[]> {
  const before = await countRows(test, AuditEntryRecord);
  await act();
  const added = (await countRows(test, AuditEntryRecord)) - before;
  if (added === 0) return [];
  return (await trail({ limit: added })).entries.reverse();
}

async function familyComment(text = 'We loved the concert!') {
  const blog = (await test.http().post('/api/blogs').set(god).send({ title: 'Concert', text: 'Recorders.' }).expect(201)).body.blog;
  const response = await test.http().post('/api/comments').set(bearer(family.token)).send({ comment: text, parentDocPath: `blogs/${blog.id}` }).expect(201);
  return response.body.comment as { id: string };
}

describe('the audit trail', () => {
  it('should have every staff write route record what it did', async () => {
    const document = (await test.http().get('/api/docs-json').expect(200)).body;
    const staffWrites = listRoutes(test.app).filter(
      (route) => route.method !== 'GET' && (typeof route.policy === 'object' || route.policy === 'admin'),
    );
    expect(staffWrites.length).toBeGreaterThan(15);
    // OpenAPI writes a path parameter as {id} where the router has :id.
    const unaudited = staffWrites.filter((route) => !document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]?.['x-audited']);
    expect(unaudited.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('should record approve, reject, delete and restore of a comment, with who and what', async () => {
    const comment = await familyComment();
    const entries = await recordedBy(async () => {
      for (const change of [{ approved: true }, { approved: false }, { rejected: true }, { rejected: false }]) {
        await test.http().put('/api/comments').set(god).send({ id: comment.id, ...change }).expect(200);
      }
    });
    expect(entries.map(({ action, entityKind, entityIds }) => ({ action, entityKind, entityIds }))).toEqual(
      ['approve', 'reject', 'delete', 'restore'].map((action) => ({ action, entityKind: 'comment', entityIds: [comment.id] })),
    );
    expect(entries[0]).toMatchObject({ actorId: godId, actorName: 'School Office Admin', summary: expect.stringContaining('approved the comment by Maya') });
    expect(entries[0].at.seconds).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('should record one entry per item a moderation decision moved, naming its author', async () => {
    const testimonials = [await addTestimonial(test, family.token), await addTestimonial(test, family.token, 'Lovely teachers.')];
    const ids = testimonials.map((testimonial) => testimonial.id);
    const entries = await recordedBy(() => test.http().post('/api/moderation').set(god).send(decision('testimonial', ids, 'approve')).expect(200));
    // One entry per item; the entries of one decision share its moment, so the trail does not promise their order.
    const byItem = [...entries].sort((a, b) => a.entityIds[0].localeCompare(b.entityIds[0]));
    expect(byItem).toEqual(
      [...ids].sort().map((id) => expect.objectContaining({ action: 'approve', entityKind: 'testimonial', entityIds: [id], summary: expect.stringMatching(/^approved the testimonial by /) })),
    );

    const comment = await familyComment('Thank you');
    const deleted = await recordedBy(() => test.http().post('/api/moderation').set(god).send(decision('comment', [comment.id], 'delete')).expect(200));
    expect(deleted).toEqual([expect.objectContaining({ action: 'delete', entityKind: 'comment', entityIds: [comment.id] })]);
    const restored = await recordedBy(() => test.http().post('/api/moderation').set(god).send(decision('comment', [comment.id], 'restore')).expect(200));
    expect(restored).toEqual([expect.objectContaining({ action: 'restore', entityKind: 'comment', entityIds: [comment.id] })]);
  });

  it('should record a testimonial deleted by staff', async () => {
    const testimonial = await addTestimonial(test, family.token);
    const entries = await recordedBy(() => test.http().delete('/api/testimonials').set(god).send({ id: testimonial.id }).expect(200));
    expect(entries).toEqual([expect.objectContaining({ action: 'delete', entityKind: 'testimonial', entityIds: [testimonial.id] })]);
  });

  it('should record creating a user, changing their level and details, and deleting them, never their password', async () => {
    const fields = newFamily({ fname: 'Ada', lname: 'Office', type: UserType.TEACHER });
    let userId = '';
    const entries = await recordedBy(async () => {
      userId = (await test.http().post('/api/users').set(god).send({ ...fields, accessLevel: AccessLevel.GENERAL }).expect(201)).body.user.id;
      await test.http().put('/api/users').set(god).send({ id: userId, accessLevel: AccessLevel.ADMIN }).expect(200);
      await test.http().put('/api/users').set(god).send({ id: userId, phone: '(555) 014-3333', password: 'a-brand-new-secret' }).expect(200);
      await test.http().delete('/api/users').set(god).send({ id: userId }).expect(200);
    });
    expect(entries.map(({ action, entityIds }) => [action, entityIds])).toEqual([
      ['create', [userId]],
      ['change-level', [userId]],
      ['update', [userId]],
      ['delete', [userId]],
    ]);
    expect(entries[1].summary).toBe(`changed the access level of Ada Office <${fields.email}> from GENERAL to ADMIN`);
    expect(entries[2].summary).toBe(`changed phone, password of Ada Office <${fields.email}>`);
    expect(entries[3].summary).toBe(`deleted the account of Ada Office <${fields.email}>`);
    for (const entry of entries) {
      expect(entry.summary).not.toContain(fields.password);
      expect(entry.summary).not.toContain('a-brand-new-secret');
    }
  });

  it("should keep the actor's name as it was when they acted", async () => {
    const fields = newFamily({ fname: 'Bea', lname: 'Before', type: UserType.TEACHER });
    const { body } = await test.http().post('/api/users').set(god).send({ ...fields, accessLevel: AccessLevel.ADMIN }).expect(201);
    const admin = bearer(await logIn(test, fields.email, fields.password));
    await test.http().put('/api/settings').set(admin).send({ hours: '8:30am-3:30pm' }).expect(200);
    await test.http().put('/api/users').set(admin).send({ id: body.user.id, fname: 'Bianca' }).expect(200);
    const { entries } = await trail({ actorId: body.user.id });
    expect(entries.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['update', 'Bea Before'],
      ['update', 'Bea Before'],
    ]);
    expect(entries[1]).toMatchObject({ entityKind: 'settings', summary: 'changed hours to "8:30am-3:30pm"' });
  });

  it('should record uploads and deletes of blogs, teachers, flyers and gallery pictures, enquiries handled and short links', async () => {
    const entries = await recordedBy(async () => {
      const blog = (
        await test.http().post('/api/blogs').set(god).field('payload', JSON.stringify({ title: 'Garden day', text: 'Beans!' })).attach('image', await pngPicture(), 'g.png').expect(201)
      ).body.blog;
      await test.http().put('/api/blogs').set(god).send({ id: blog.id, title: 'Garden day, again' }).expect(200);
      await test.http().delete('/api/blogs').set(god).send({ id: blog.id }).expect(200);

      const teacher = await addTeacher(test, godToken, { name: 'Amara Bell' });
      await test.http().put('/api/teachers').set(god).field('id', teacher.id).attach('image', await pngPicture(), 't.png').expect(200);
      await test.http().delete('/api/teachers').set(god).send({ id: teacher.id }).expect(200);

      const flyer = (
        await test.http().post('/api/socialEvents').set(god).field('title', 'Open House').field('eventDate', String(Math.floor(Date.now() / 1000) + 86_400)).attach('image', await pngPicture(), 'f.png').expect(201)
      ).body.socialEvent;
      await test.http().delete('/api/socialEvents').set(god).send({ id: flyer.id }).expect(200);

      const gallery = (
        await test.http().post('/api/gallery').set(god).field('payload', JSON.stringify({ groupLabel: 'Garden', alts: ['Beans'] })).attach('images', await pngPicture(), 'b.png').expect(201)
      ).body.gallery;
      await test.http().delete('/api/gallery').set(god).send({ id: gallery[0].id }).expect(200);

      const sent = await test.http().post('/api/sendMessage').send({ name: 'Rosa Alvarez', email: 'rosa@example.com', phone: '(555) 014-1111', message: 'Hello' });
      await test.http().put('/api/enquiries').set(god).send({ id: sent.body.enquiryId, handled: true }).expect(200);

      await test.http().post('/api/url').set(god).send({ url: 'https://trailside-montessori.example/garden' }).expect(201);
    });
    expect(entries.map((entry) => `${entry.action} ${entry.entityKind}`)).toEqual([
      'create blog',
      'update blog',
      'delete blog',
      'create teacher',
      'update teacher',
      'delete teacher',
      'create social-event',
      'delete social-event',
      'create gallery-image',
      'delete gallery-image',
      'mark-handled enquiry',
      'create short-url',
    ]);
    expect(entries[0].summary).toBe('posted the blog "Garden day"');
    expect(entries[3].summary).toBe('added the teacher "Amara Bell"');
    expect(entries[4].summary).toBe('changed image of the teacher "Amara Bell"');
    expect(entries[6].summary).toBe('added the flyer "Open House"');
    expect(entries[8].summary).toBe('uploaded 1 picture to "Garden"');
    expect(entries[10].summary).toBe('marked the enquiry from Rosa Alvarez handled');
    expect(entries.every((entry) => entry.entityIds.length === 1 && entry.entityIds[0])).toBe(true);
  });

  describe('an enquiry change, worded for what happened', () => {
    let enquiryId: string;
    const change = (fields: { read?: boolean; handled?: boolean }) =>
      recordedBy(() => test.http().put('/api/enquiries').set(god).send({ id: enquiryId, ...fields }).expect(200));
    // The entries of one request share its moment, so the trail does not promise their order.
    const described = (entries: AuditEntry[]) => entries.map(({ action, summary }) => `${action}: ${summary}`).sort();

    beforeAll(async () => {
      const sent = await test.http().post('/api/sendMessage').send({ name: 'Lena Ortiz', email: 'lena@example.com', phone: '(555) 014-2222', message: 'A visit?' });
      enquiryId = sent.body.enquiryId;
    });

    // Each step starts where the one before left the enquiry: unread and not handled at first.
    it.each([
      ['opening it', { read: true }, ['mark-read: marked the enquiry from Lena Ortiz read']],
      ['opening it again', { read: true }, []],
      ['putting it back to unread', { read: false }, ['mark-unread: marked the enquiry from Lena Ortiz unread']],
      ['marking it handled, which reads it too', { handled: true }, ['mark-handled: marked the enquiry from Lena Ortiz handled']],
      ['marking it not handled', { handled: false }, ['mark-unhandled: marked the enquiry from Lena Ortiz not handled']],
      [
        'marking it not handled and unread at once',
        { handled: false, read: false },
        ['mark-unread: marked the enquiry from Lena Ortiz unread'],
      ],
      [
        'marking it handled while saying unread',
        { handled: true, read: false },
        ['mark-handled: marked the enquiry from Lena Ortiz handled'],
      ],
      [
        'marking it not handled and unread after being handled',
        { handled: false, read: false },
        ['mark-unhandled: marked the enquiry from Lena Ortiz not handled', 'mark-unread: marked the enquiry from Lena Ortiz unread'].sort(),
      ],
    ])('should record %s as such', async (_step, fields, expected) => {
      expect(described(await change(fields))).toEqual(expected);
    });
  });

  it('should record nothing for refused requests, failed ones or a family editing their own things', async () => {
    const testimonial = await addTestimonial(test, family.token);
    const comment = await familyComment();
    const entries = await recordedBy(async () => {
      await test.http().put('/api/settings').send({ hours: '9-5' }).expect(401);
      await test.http().put('/api/settings').set(bearer(family.token)).send({ hours: '9-5' }).expect(403);
      await test.http().put('/api/settings').set(god).send({ storeUrl: 'not a link' }).expect(400);
      await test.http().post('/api/moderation').set(god).send(decision('comment', [comment.id, 'ghost'], 'approve')).expect(404);
      await test.http().put('/api/comments').set(bearer(family.token)).send({ id: comment.id, approved: true }).expect(403);
      await test.http().post('/api/blogs').set(god).field('payload', JSON.stringify({ title: 'Hi', text: 'There' })).attach('image', Buffer.from('#!/bin/sh'), 'x.png').expect(415);
      await test.http().delete('/api/teachers').set(god).send({ id: 'no-such-teacher' }).expect(404);
      // The audit's look at the old account runs before validation: a body no query can take is still a 400.
      await test.http().delete('/api/users').set(god).send({ id: '\u0000' }).expect(400);
      await test.http().put('/api/users').set(god).send({ id: '\u0000', accessLevel: 2 }).expect(400);
      await test.http().put('/api/testimonials').set(bearer(family.token)).send({ id: testimonial.id, text: 'Changed my mind, still lovely.' }).expect(200);
      await test.http().put('/api/users').set(bearer(family.token)).send({ id: family.id, phone: '(555) 014-9999' }).expect(200);
    });
    expect(entries).toEqual([]);
  });
});

describe('GET /api/audit', () => {
  let actorId: string;
  let adminToken: string;

  beforeAll(async () => {
    const fields = newFamily({ fname: 'Pat', lname: 'Pager', type: UserType.TEACHER });
    actorId = (await test.http().post('/api/users').set(god).send({ ...fields, accessLevel: AccessLevel.ADMIN }).expect(201)).body.user.id;
    adminToken = await logIn(test, fields.email, fields.password);
    for (const hours of ['8:00am-3:00pm', '8:15am-3:15pm', '8:30am-3:30pm']) {
      await test.http().put('/api/settings').set(bearer(adminToken)).send({ hours }).expect(200);
    }
    await test.http().post('/api/url').set(bearer(adminToken)).send({ url: 'https://trailside-montessori.example/pager' }).expect(201);
  });

  it('should page newest first with limit, offset and nextOffset', async () => {
    const first = await trail({ actorId, limit: 2 });
    expect(first).toMatchObject({ total: 4, limit: 2, offset: 0, nextOffset: 2 });
    expect(first.entries.map((entry) => entry.entityKind)).toEqual(['short-url', 'settings']);
    const second = await trail({ actorId, limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 4, offset: 2, nextOffset: null });
    expect(second.entries.map((entry) => entry.summary)).toEqual(['changed hours to "8:15am-3:15pm"', 'changed hours to "8:00am-3:00pm"']);
    const everyone = await trail({ limit: 200 });
    const times = everyone.entries.map((entry) => entry.at.seconds);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('should filter by actor, action, kind of record and dates', async () => {
    expect((await trail({ actorId, entityKind: 'settings' })).total).toBe(3);
    expect((await trail({ actorId, action: 'create' })).entries.map((entry) => entry.entityKind)).toEqual(['short-url']);
    expect((await trail({ action: 'change-level' })).entries.every((entry) => entry.action === 'change-level')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail({ actorId, from: today, to: today })).total).toBe(4);
    expect((await trail({ actorId, to: '2020-01-01' })).total).toBe(0);
    expect((await trail({ actorId, from: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    // An ADMIN reads the trail too, everyone's actions.
    expect((await trail({ actorId: godId, limit: 1 }, bearer(adminToken))).entries[0].actorId).toBe(godId);
  });

  it.each([
    [{ limit: '0' }, 'Please ask for between 1 and 200 entries'],
    [{ limit: '201' }, 'Please ask for between 1 and 200 entries'],
    [{ offset: '-1' }, 'The offset must be a whole number, 0 or more'],
    [{ action: 'dance' }, /Please choose one of the recorded actions/],
    [{ entityKind: 'pony' }, /Please choose one of the kinds of record/],
    [{ from: 'yesterday' }, 'Please give dates as YYYY-MM-DD or a full ISO date and time'],
    [{ from: '2026-02-30' }, 'Please give dates as YYYY-MM-DD or a full ISO date and time'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'The "from" date must come before the "to" date'],
  ])('should refuse %p with a clear message', async (query, message) => {
    const response = await test.http().get('/api/audit').set(god).query(query).expect(400);
    expect(response.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('should never show the trail to a family or a visitor', async () => {
    await test.http().get('/api/audit').expect(401);
    await test.http().get('/api/audit').set(bearer(family.token)).expect(403);
    expect(await freshEm(test).count(AuditEntryRecord, {})).toBeGreaterThan(0);
  });
});
