import { AccessLevel } from '@trailside/domain/users/access-level';
import { MAX_TESTIMONIALS_LIMIT, TESTIMONIAL_PAGE_SIZE } from '@trailside/domain/testimonials/testimonial.schema';
import { UserType } from '@trailside/domain/users/user-type';
import { TestimonialRecord } from '../src/testimonials/testimonial.entity';
import { countRows, freshEm } from './support/database';
import { everyPage } from './support/pages';
import { addTestimonial } from './support/people';
import { ADMIN, bearer, logIn, newFamily, signUp, startTestApp, type TestApp } from './support/test-app';
import { decision } from './support/moderation';

let test: TestApp;
let godToken: string;
let adminToken: string;
let author: { token: string; id: string };
let neighbour: { token: string; id: string };

const texts = (response: { body: { testimonials: { text: string }[] } }) => response.body.testimonials.map((t) => t.text);

beforeAll(async () => {
  test = await startTestApp();
  godToken = await logIn(test, ADMIN.email, ADMIN.password);
  const fields = newFamily({ type: UserType.TEACHER });
  await test.http().post('/api/users').set(bearer(godToken)).send({ ...fields, accessLevel: AccessLevel.ADMIN }).expect(201);
  adminToken = await logIn(test, fields.email, fields.password);
  const a = await signUp(test, { fname: 'Maya' });
  author = { token: a.token, id: a.user.id };
  const n = await signUp(test, { fname: 'Daniel' });
  neighbour = { token: n.token, id: n.user.id };
});
afterAll(() => test.close());

describe('POST /api/testimonials', () => {
  it('should file a testimonial under the signed-in author, awaiting approval, whatever the body claims', async () => {
    const response = await test
      .http()
      .post('/api/testimonials')
      .set(bearer(author.token))
      .send({ text: '  Theo reads to his little sister every night now.  ', userId: neighbour.id, fname: 'Mallory', approved: true })
      .expect(201);
    expect(response.body.testimonial).toMatchObject({
      userId: author.id,
      fname: 'Maya',
      text: 'Theo reads to his little sister every night now.',
      approved: false,
      rejected: false,
    });
    expect(response.body.testimonial.path).toBe(`testimonials/${response.body.testimonial.id}`);
    expect(response.body.testimonial.createdAt.seconds).toEqual(expect.any(Number));
  });

  it('should take spec section 7\'s body {userId, fname} alone, as an empty testimonial whose author writes the text next', async () => {
    const response = await test
      .http()
      .post('/api/testimonials')
      .set(bearer(author.token))
      .send({ userId: author.id, fname: 'Maya' })
      .expect(201);
    const created = response.body.testimonial;
    expect(created).toMatchObject({ userId: author.id, fname: 'Maya', text: '', approved: false, rejected: false });

    const written = await test
      .http()
      .put('/api/testimonials')
      .set(bearer(author.token))
      .field('data', JSON.stringify({ id: created.id, text: 'The garden club changed her year.' }))
      .expect(200);
    expect(written.body.testimonial).toMatchObject({ id: created.id, text: 'The garden club changed her year.', approved: false });
  });

  it.each([
    ['blank text', { text: '   ' }, 'Please enter your testimonial'],
    ['text that is not text', { text: ['a'] }, 'Please enter your testimonial'],
    ['too much text', { text: 'a'.repeat(2001) }, 'Please keep your testimonial under 2,000 characters'],
  ])('should answer %s with 400 and write nothing', async (_case, body, message) => {
    const before = await countRows(test, TestimonialRecord);
    const response = await test.http().post('/api/testimonials').set(bearer(author.token)).send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await countRows(test, TestimonialRecord)).toBe(before);
  });

  it('should keep a script in the text as plain text', async () => {
    const text = '<script>alert("hi")</script> We love the garden.';
    const created = await addTestimonial(test, author.token, text);
    expect(created.text).toBe(text);
  });
});

describe('GET /api/testimonials', () => {
  let approvedText: string;
  let pendingText: string;
  let deletedText: string;
  beforeAll(async () => {
    approvedText = `Approved ${Date.now()}`;
    pendingText = `Pending ${Date.now()}`;
    deletedText = `Deleted ${Date.now()}`;
    const approved = await addTestimonial(test, author.token, approvedText);
    await addTestimonial(test, author.token, pendingText);
    const deleted = await addTestimonial(test, author.token, deletedText);
    await test.http().post('/api/moderation').set(bearer(adminToken)).send(decision('testimonial', [approved.id], 'approve')).expect(200);
    await test.http().delete('/api/testimonials').set(bearer(adminToken)).send({ id: deleted.id }).expect(200);
  });

  it('should show visitors approved testimonials only', async () => {
    const response = await test.http().get('/api/testimonials').expect(200);
    expect(texts(response)).toContain(approvedText);
    expect(texts(response)).not.toContain(pendingText);
    expect(texts(response)).not.toContain(deletedText);
    expect(response.body.testimonials.every((t: { approved: boolean }) => t.approved)).toBe(true);
  });

  it('should show the author their own awaiting approval, but not someone else', async () => {
    const mine = await test.http().get('/api/testimonials').set(bearer(author.token)).expect(200);
    expect(texts(mine)).toEqual(expect.arrayContaining([approvedText, pendingText]));
    expect(texts(mine)).not.toContain(deletedText);
    const theirs = await test.http().get('/api/testimonials').set(bearer(neighbour.token)).expect(200);
    expect(texts(theirs)).not.toContain(pendingText);
  });

  it('should show admins everything but deletes, and deletes only when asked', async () => {
    const plain = await test.http().get('/api/testimonials').set(bearer(adminToken)).expect(200);
    expect(texts(plain)).toEqual(expect.arrayContaining([approvedText, pendingText]));
    expect(texts(plain)).not.toContain(deletedText);
    const withDeletes = await test.http().get('/api/testimonials?showDeleted=true').set(bearer(adminToken)).expect(200);
    expect(texts(withDeletes)).toContain(deletedText);
  });

  it('should ignore showDeleted from anyone who is not an admin', async () => {
    const visitor = await test.http().get('/api/testimonials?showDeleted=true').expect(200);
    expect(texts(visitor)).not.toContain(deletedText);
    const authorView = await test.http().get('/api/testimonials?showDeleted=true').set(bearer(author.token)).expect(200);
    expect(texts(authorView)).not.toContain(deletedText);
  });
});

describe('GET /api/testimonials, a page at a time', () => {
  interface Listed {
    id: string;
    text: string;
    approved: boolean;
    createdAt: { seconds: number };
  }
  const page = async (query: Record<string, string | number>, token?: string) => {
    const request = test.http().get('/api/testimonials').query(query);
    return (await (token ? request.set(bearer(token)) : request).expect(200)).body.testimonials as Listed[];
  };
  const walk = (limit: number, token?: string, extra: Record<string, string> = {}) =>
    everyPage(limit, (after) => page({ limit, ...extra, ...(after ? { after } : {}) }, token));
  let approvedIds: string[];
  let pendingId: string;
  let deletedId: string;
  beforeAll(async () => {
    const written = [];
    for (let n = 1; n <= 30; n += 1) written.push(await addTestimonial(test, neighbour.token, `Year ${n}: the garden kept growing.`));
    approvedIds = written.map((testimonial) => testimonial.id);
    await test.http().post('/api/moderation').set(bearer(adminToken)).send(decision('testimonial', approvedIds, 'approve')).expect(200);
    pendingId = (await addTestimonial(test, neighbour.token, 'Still waiting for the office.')).id;
    deletedId = (await addTestimonial(test, neighbour.token, 'Taken back.')).id;
    await test.http().delete('/api/testimonials').set(bearer(adminToken)).send({ id: deletedId }).expect(200);
  });

  it(`should answer ${TESTIMONIAL_PAGE_SIZE}, the newest, when no limit is asked for, however many there are`, async () => {
    const first = await page({});
    expect(first).toHaveLength(TESTIMONIAL_PAGE_SIZE);
    expect(first.map((testimonial) => testimonial.id)).toEqual((await page({ limit: MAX_TESTIMONIALS_LIMIT })).slice(0, TESTIMONIAL_PAGE_SIZE).map((testimonial) => testimonial.id));
  });

  it('should lead a visitor through every approved one, newest first, each once', async () => {
    const pages = await walk(7);
    expect(pages.slice(0, -1).every((shown) => shown.length === 7)).toBe(true);
    const all = pages.flat();
    expect(new Set(all.map((testimonial) => testimonial.id)).size).toBe(all.length);
    expect(all.map((testimonial) => testimonial.id)).toEqual(expect.arrayContaining(approvedIds));
    expect(all.every((testimonial) => testimonial.approved)).toBe(true);
    const seconds = all.map((testimonial) => testimonial.createdAt.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
  });

  it('should keep each role\'s view on every page: the author\'s own awaiting approval, the admin\'s deletes when asked', async () => {
    const ids = (pages: Listed[][]) => pages.flat().map((testimonial) => testimonial.id);
    expect(ids(await walk(7))).not.toEqual(expect.arrayContaining([pendingId]));
    expect(ids(await walk(7, neighbour.token))).toEqual(expect.arrayContaining([pendingId]));
    expect(ids(await walk(7, neighbour.token))).not.toContain(deletedId);
    expect(ids(await walk(7, adminToken))).not.toContain(deletedId);
    expect(ids(await walk(7, adminToken, { showDeleted: 'true' }))).toEqual(expect.arrayContaining([pendingId, deletedId, ...approvedIds]));
  });

  it('should not move the next page when a testimonial is added meanwhile', async () => {
    const first = await page({ limit: 5 });
    const second = await page({ limit: 5, after: first.at(-1)!.id });
    const added = await addTestimonial(test, neighbour.token, 'Written while a reader was scrolling.');
    await test.http().post('/api/moderation').set(bearer(adminToken)).send(decision('testimonial', [added.id], 'approve')).expect(200);
    expect(await page({ limit: 5, after: first.at(-1)!.id })).toEqual(second);
  });

  it.each([
    ['no testimonials', { limit: '0' }],
    ['more than one page may hold', { limit: String(MAX_TESTIMONIALS_LIMIT + 1) }],
    ['every testimonial', { limit: 'all' }],
  ])('should refuse a limit of %s with 400, naming the limits', async (_case, query) => {
    const response = await test.http().get('/api/testimonials').query(query).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: `Please ask for between 1 and ${MAX_TESTIMONIALS_LIMIT} testimonials` });
  });

  it('should answer 404 when the testimonial to continue after is gone, so the reader starts again', async () => {
    const response = await test.http().get('/api/testimonials').query({ after: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(response.body.message).toBe('The last testimonial you were reading has been removed. Please load the testimonials again.');
  });
});

describe('PUT /api/testimonials', () => {
  it('should let the author change the text through the multipart data field, sending it back for approval', async () => {
    const created = await addTestimonial(test, author.token);
    await test.http().put('/api/testimonials').set(bearer(adminToken)).send({ id: created.id, approved: true }).expect(200);
    const response = await test
      .http()
      .put('/api/testimonials')
      .set(bearer(author.token))
      .field('data', JSON.stringify({ id: created.id, text: 'Better still: Theo reads to the whole family.' }))
      .expect(200);
    expect(response.body.testimonial).toMatchObject({ text: 'Better still: Theo reads to the whole family.', approved: false });
  });

  it('should refuse the author approving their own testimonial, and change nothing', async () => {
    const created = await addTestimonial(test, author.token);
    const response = await test.http().put('/api/testimonials').set(bearer(author.token)).send({ id: created.id, approved: true }).expect(403);
    expect(response.body.message).toBe('You can change the text of your testimonial; approving and deleting are for school administrators.');
    expect((await freshEm(test).findOneOrFail(TestimonialRecord, { id: created.id })).approved).toBe(false);
  });

  it("should refuse another family changing someone's testimonial", async () => {
    const created = await addTestimonial(test, author.token);
    const response = await test
      .http()
      .put('/api/testimonials')
      .set(bearer(neighbour.token))
      .field('data', JSON.stringify({ id: created.id, text: 'Hijacked' }))
      .expect(403);
    expect(response.body.message).toBe('You can change only your own testimonials.');
    expect((await freshEm(test).findOneOrFail(TestimonialRecord, { id: created.id })).text).toBe(created.text);
  });

  it('should let an admin approve, reject and delete', async () => {
    const created = await addTestimonial(test, author.token);
    const put = (data: object) =>
      test.http().put('/api/testimonials').set(bearer(adminToken)).field('data', JSON.stringify({ id: created.id, ...data })).expect(200);
    expect((await put({ approved: true })).body.testimonial).toMatchObject({ approved: true, rejected: false });
    expect((await put({ approved: false })).body.testimonial).toMatchObject({ approved: false, rejected: false });
    expect((await put({ rejected: true })).body.testimonial).toMatchObject({ approved: false, rejected: true });
    expect((await put({ approved: true })).body.testimonial).toMatchObject({ approved: true, rejected: false });
  });

  it.each([
    ['a data field that is not JSON', { data: '{oops' }, 400, 'The form data could not be read (data is not valid JSON).'],
    ['no id', { data: JSON.stringify({ approved: true }) }, 400, 'Please say which testimonial this is about (id is missing)'],
    ['no change', { data: JSON.stringify({ id: 'x' }) }, 400, 'Please say what to change: the text, approved or rejected'],
    ['an unknown id', { data: JSON.stringify({ id: 'no-such-id', approved: true }) }, 404, 'We could not find that testimonial. It may have been deleted already.'],
  ])('should answer %s with an error', async (_case, fields, status, message) => {
    const response = await test.http().put('/api/testimonials').set(bearer(adminToken)).field('data', fields.data).expect(status);
    expect(response.body.message).toBe(message);
  });

  it('should refuse a file sent along with the change', async () => {
    const created = await addTestimonial(test, author.token);
    await test
      .http()
      .put('/api/testimonials')
      .set(bearer(adminToken))
      .field('data', JSON.stringify({ id: created.id, approved: true }))
      .attach('image', Buffer.from('hello'), 'note.txt')
      .expect(400);
    expect((await freshEm(test).findOneOrFail(TestimonialRecord, { id: created.id })).approved).toBe(false);
  });
});

describe('DELETE /api/testimonials', () => {
  it('should soft-delete: the row stays, rejected and unapproved, and the body path is ignored', async () => {
    const created = await addTestimonial(test, author.token);
    await test.http().put('/api/testimonials').set(bearer(adminToken)).send({ id: created.id, approved: true }).expect(200);
    const response = await test
      .http()
      .delete('/api/testimonials')
      .set(bearer(adminToken))
      .send({ id: created.id, path: '../../etc/passwd' })
      .expect(200);
    expect(response.body).toMatchObject({ success: true, testimonial: { id: created.id, approved: false, rejected: true } });
    expect(await freshEm(test).count(TestimonialRecord, { id: created.id })).toBe(1);
  });

  it('should let authors delete their own, and not their neighbour', async () => {
    const created = await addTestimonial(test, author.token);
    await test.http().delete('/api/testimonials').set(bearer(neighbour.token)).send({ id: created.id }).expect(403);
    await test.http().delete('/api/testimonials').set(bearer(author.token)).send({ id: created.id }).expect(200);
  });

  it('should need an id', async () => {
    const response = await test.http().delete('/api/testimonials').set(bearer(adminToken)).send({}).expect(400);
    expect(response.body.message).toBe('Please say which testimonial this is about (id is missing)');
  });
});

describe('POST /api/moderation, of testimonials', () => {
  it('should apply one action to several testimonials and return them', async () => {
    const one = await addTestimonial(test, author.token);
    const two = await addTestimonial(test, neighbour.token);
    const response = await test
      .http()
      .post('/api/moderation')
      .set(bearer(godToken))
      .send(decision('testimonial', [one.id, two.id], 'approve'))
      .expect(200);
    expect(response.body.items.map((t: { id: string }) => t.id)).toEqual([one.id, two.id]);
    expect(response.body.items.every((t: { to: string }) => t.to === 'approved')).toBe(true);

    const deleted = await test.http().post('/api/moderation').set(bearer(adminToken)).send(decision('testimonial', [one.id], 'delete')).expect(200);
    expect(deleted.body.items[0]).toMatchObject({ from: 'approved', to: 'rejected' });
  });

  it('should change nothing when one id is unknown', async () => {
    const one = await addTestimonial(test, author.token);
    const response = await test
      .http()
      .post('/api/moderation')
      .set(bearer(adminToken))
      .send(decision('testimonial', [one.id, 'no-such-id'], 'approve'))
      .expect(404);
    expect(response.body.message).toBe('Some of those testimonials no longer exist, so nothing was changed. Please refresh the list and try again.');
    expect((await freshEm(test).findOneOrFail(TestimonialRecord, { id: one.id })).approved).toBe(false);
  });

  it.each([
    ['no items', decision('testimonial', [], 'approve'), 'Please choose at least one comment or testimonial'],
    ['an unknown action', decision('testimonial', ['a'], 'publish'), 'Please choose what to do: approve, reject or delete'],
  ])('should answer %s with 400', async (_case, body, message) => {
    const response = await test.http().post('/api/moderation').set(bearer(adminToken)).send(body).expect(400);
    expect(response.body.message).toBe(message);
  });
});
