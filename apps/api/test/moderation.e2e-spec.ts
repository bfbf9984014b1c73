import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import type { GetModerationQueueResponse } from '@trailside/domain/moderation/moderation.contract';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import { PostComment } from '../src/comments/comment.entity';
import { TestimonialRecord } from '../src/testimonials/testimonial.entity';
import { databaseSnapshot, freshEm } from './support/database';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';
import { decision, movedBy } from './support/moderation';

let test: TestApp;
let admin: Record<string, string>;
let maya: AuthResponse;
let dan: AuthResponse;
let blog: { id: string; title: string };

beforeAll(async () => {
  test = await startTestApp();
  admin = bearer(await logIn(test, ADMIN.email, ADMIN.password));
  maya = await signUp(test, { fname: 'Maya', lname: 'Okafor' });
  dan = await signUp(test, { fname: 'Dan', lname: 'Reyes' });
  const created = await test.http().post('/api/blogs').set(admin).send({ title: 'Garden day', text: 'We planted beans.' }).expect(201);
  blog = created.body.blog;
});
afterAll(() => test.close());

let counter = 0;
/** A word no other test uses, so a search for it finds only this test's items. */
const uniqueWord = () => `zinnia${(counter += 1)}q${Date.now().toString(36)}`;

const as = (who: AuthResponse) => bearer(who.token);
type Kind = 'comments' | 'testimonials';

async function comment(who: AuthResponse, text: string, parentDocPath = `blogs/${blog.id}`): Promise<BlogComment> {
  return (await test.http().post('/api/comments').set(as(who)).send({ comment: text, parentDocPath }).expect(201)).body.comment;
}

async function testimonial(who: AuthResponse, text: string): Promise<Testimonial> {
  return (await test.http().post('/api/testimonials').set(as(who)).send({ text }).expect(201)).body.testimonial;
}

const moderate = (kind: Kind, ids: string[], action: string) => test.http().post('/api/moderation').set(admin).send(decision(kind === 'comments' ? 'comment' : 'testimonial', ids, action));

async function queue(query: Record<string, string | number>): Promise<GetModerationQueueResponse> {
  return (await test.http().get('/api/moderation').query(query).set(admin).expect(200)).body;
}

/** Puts an item at a known moment, so "newest first" has one right answer. */
const createdAt = (kind: Kind, id: string, date: Date) =>
  freshEm(test).nativeUpdate(kind === 'comments' ? PostComment : TestimonialRecord, { id }, { createdAt: date });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** What the database holds for an item's moderation, read outside any request. */
async function stored(kind: Kind, id: string) {
  const em = freshEm(test);
  const record = kind === 'comments' ? await em.findOneOrFail(PostComment, { id }) : await em.findOneOrFail(TestimonialRecord, { id });
  return { approved: record.approved, rejected: record.rejected, updatedAt: record.updatedAt.getTime() };
}

describe('GET /api/moderation/summary on a site with nothing to moderate', () => {
  it('should say nothing is pending', async () => {
    const response = await test.http().get('/api/moderation/summary').set(admin).expect(200);
    expect(response.body).toEqual({ pending: { comment: 0, testimonial: 0 }, total: 0, latest: null });
  });
});

describe('GET /api/moderation', () => {
  it('should list pending comments and testimonials together, newest first, with author, e-mail, whole text and context', async () => {
    const word = uniqueWord();
    const parent = await comment(maya, `Lovely beans ${word}`);
    await moderate('comments', [parent.id], 'approve').expect(200);
    const words = `${word} `.repeat(60);
    const kind = await testimonial(maya, `Our family loves it here. ${words}`);
    const reply = await comment(dan, `Thank you, Maya! ${word}`, parent.docPath);
    const [parentAt, kindAt, replyAt] = [minutesAgo(30), minutesAgo(20), minutesAgo(10)];
    await createdAt('comments', parent.id, parentAt);
    await createdAt('testimonials', kind.id, kindAt);
    await createdAt('comments', reply.id, replyAt);

    const answer = await queue({ q: word });
    expect(answer.items).toEqual([
      {
        kind: 'comment',
        id: reply.id,
        state: 'pending',
        author: 'Dan Reyes',
        email: dan.user.email,
        userId: dan.user.id,
        byChild: false,
        text: `Thank you, Maya! ${word}`,
        createdAt: { seconds: Math.floor(replyAt.getTime() / 1000) },
        updatedAt: reply.updatedAt,
        context: { blogId: blog.id, blogTitle: 'Garden day', docPath: reply.docPath, replyTo: { id: parent.id, author: 'Maya Okafor' } },
      },
      {
        kind: 'testimonial',
        id: kind.id,
        state: 'pending',
        author: 'Maya',
        email: maya.user.email,
        userId: maya.user.id,
        byChild: false,
        text: `Our family loves it here. ${words}`.trim(),
        createdAt: { seconds: Math.floor(kindAt.getTime() / 1000) },
        updatedAt: kind.updatedAt,
        context: { page: 'home' },
      },
    ]);
    expect(answer).toMatchObject({
      total: 2,
      limit: 50,
      offset: 0,
      nextOffset: null,
      counts: { comment: { pending: 1, approved: 1, rejected: 0 }, testimonial: { pending: 1, approved: 0, rejected: 0 } },
    });
  });

  describe('with comments and testimonials in every state', () => {
    let word: string;
    /** Ids by kind and state, each list newest first. */
    const made: Record<'comment' | 'testimonial', Record<'pending' | 'approved' | 'rejected', string[]>> = {
      comment: { pending: [], approved: [], rejected: [] },
      testimonial: { pending: [], approved: [], rejected: [] },
    };
    /** Every pending item, newest first, as the inbox should list them. */
    const pendingOrder: string[] = [];

    beforeAll(async () => {
      word = uniqueWord();
      // Oldest first: [kind, state], one minute apart, the kinds interleaved.
      const plan = [
        ['comment', 'pending'],
        ['testimonial', 'pending'],
        ['comment', 'approved'],
        ['testimonial', 'rejected'],
        ['comment', 'pending'],
        ['testimonial', 'approved'],
        ['comment', 'rejected'],
        ['testimonial', 'pending'],
        ['comment', 'approved'],
        ['testimonial', 'rejected'],
        ['comment', 'pending'],
      ] as const;
      for (const [index, [kind, state]] of plan.entries()) {
        const plural: Kind = kind === 'comment' ? 'comments' : 'testimonials';
        const text = `Item ${index} about the garden ${word}`;
        const { id } = kind === 'comment' ? await comment(dan, text) : await testimonial(dan, text);
        if (state !== 'pending') await moderate(plural, [id], state === 'approved' ? 'approve' : 'delete').expect(200);
        await createdAt(plural, id, minutesAgo(100 - index));
        made[kind][state].unshift(id);
        if (state === 'pending') pendingOrder.unshift(id);
      }
    });

    const counts = { comment: { pending: 3, approved: 2, rejected: 1 }, testimonial: { pending: 2, approved: 1, rejected: 2 } };

    it.each([
      [{}, () => pendingOrder],
      [{ state: 'approved' }, () => [made.comment.approved[0], made.testimonial.approved[0], made.comment.approved[1]]],
      [{ state: 'rejected', kind: 'testimonial' }, () => made.testimonial.rejected],
      [{ kind: 'comment' }, () => made.comment.pending],
      [{ kind: 'testimonial', state: 'approved' }, () => made.testimonial.approved],
    ])('should list %o in order, with the counts for the search', async (filter, expected) => {
      const answer = await queue({ q: word, ...filter });
      expect(answer.items.map((item) => item.id)).toEqual(expected());
      expect(answer.total).toBe(expected().length);
      expect(answer.counts).toEqual(counts);
      const state = (filter as { state?: string }).state ?? 'pending';
      expect(answer.items.every((item) => item.state === state)).toBe(true);
    });

    it('should page through both kinds without gaps or repeats', async () => {
      const pages: string[][] = [];
      const nextOffsets: (number | null)[] = [];
      for (let offset: number | null = 0; offset !== null; ) {
        const answer = await queue({ q: word, limit: 2, offset });
        expect(answer).toMatchObject({ total: 5, limit: 2, offset });
        pages.push(answer.items.map((item) => item.id));
        nextOffsets.push(answer.nextOffset);
        offset = answer.nextOffset;
      }
      expect(pages).toEqual([pendingOrder.slice(0, 2), pendingOrder.slice(2, 4), pendingOrder.slice(4)]);
      expect(nextOffsets).toEqual([2, 4, null]);
    });

    it('should page through one kind', async () => {
      const answer = await queue({ q: word, kind: 'comment', limit: 2, offset: 2 });
      expect(answer.items.map((item) => item.id)).toEqual([made.comment.pending[2]]);
      expect(answer).toMatchObject({ total: 3, nextOffset: null });
    });

    it('should answer an offset past the end with no items', async () => {
      expect(await queue({ q: word, offset: 5 })).toMatchObject({ items: [], total: 5, nextOffset: null });
    });

    it('should search in any case, in the text and in the author', async () => {
      expect((await queue({ q: word.toUpperCase() })).total).toBe(5);
      const byAuthor = await queue({ q: 'DAN REY', state: 'rejected' });
      expect(byAuthor.items.map((item) => item.id)).toEqual(expect.arrayContaining(made.comment.rejected));
      const byFirstName = await queue({ q: 'dAn', kind: 'testimonial', state: 'rejected' });
      expect(byFirstName.items.map((item) => item.id)).toEqual(expect.arrayContaining(made.testimonial.rejected));
    });
  });

  it('should look for a % or _ in the search as itself', async () => {
    const word = uniqueWord();
    const percent = await comment(maya, `We are 100% sure ${word}`);
    await comment(maya, `We are 1000 sure ${word}`);
    const underscore = await testimonial(maya, `snake_case ${word}`);
    await testimonial(maya, `snakeXcase ${word}`);
    expect((await queue({ q: `100% sure ${word}` })).items.map((item) => item.id)).toEqual([percent.id]);
    expect((await queue({ q: `snake_case ${word}` })).items.map((item) => item.id)).toEqual([underscore.id]);
  });

  it("should take a deleted account's testimonial out of the queue with the account", async () => {
    const leaving = await signUp(test, { fname: 'Lena' });
    const word = uniqueWord();
    await testimonial(leaving, `Thank you for everything ${word}`);
    expect((await queue({ q: word })).items).toEqual([expect.objectContaining({ author: 'Lena', userId: leaving.user.id, byChild: false })]);
    await test.http().delete('/api/users').set(as(leaving)).send({ id: leaving.user.id, password: 'apple-orchard-walk' }).expect(200);
    expect((await queue({ q: word })).items).toEqual([]);
  });

  it.each([
    [{ kind: 'blog' }, 'Please choose comment or testimonial (or leave kind out for both)'],
    [{ state: 'deleted' }, 'Please choose pending, approved or rejected'],
    [{ limit: 0 }, 'Please ask for between 1 and 200 items'],
    [{ limit: 201 }, 'Please ask for between 1 and 200 items'],
    [{ offset: -1 }, 'The offset must be a whole number, 0 or more'],
    [{ q: 'x'.repeat(201) }, 'Please keep the search under 200 characters'],
  ])('should refuse %o with 400 and say why', async (query, message) => {
    const response = await test.http().get('/api/moderation').query(query).set(admin).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });
});

describe('GET /api/moderation/summary', () => {
  it('should count what awaits approval, as the inbox does, and say when the newest came in', async () => {
    await comment(maya, 'One more pending comment');
    const summary = (await test.http().get('/api/moderation/summary').set(admin).expect(200)).body;
    const [comments, testimonials, newest] = await Promise.all([
      queue({ kind: 'comment', limit: 1 }),
      queue({ kind: 'testimonial', limit: 1 }),
      queue({ limit: 1 }),
    ]);
    expect(summary).toEqual({
      pending: { comment: comments.total, testimonial: testimonials.total },
      total: comments.total + testimonials.total,
      latest: newest.items[0].createdAt.seconds,
    });
  });

  it('should answer 304 while nothing changes, and new counts with a new ETag once an item arrives or is moderated', async () => {
    const first = await test.http().get('/api/moderation/summary').set(admin).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await test.http().get('/api/moderation/summary').set(admin).set('If-None-Match', etag).expect(304);
    expect(unchanged.text ?? '').toBe('');

    const created = await testimonial(dan, 'The winter concert was a delight.');
    const arrived = await test.http().get('/api/moderation/summary').set(admin).set('If-None-Match', etag).expect(200);
    expect(arrived.body.total).toBe(first.body.total + 1);
    expect(arrived.body.pending.testimonial).toBe(first.body.pending.testimonial + 1);
    expect(arrived.body.latest).toBeGreaterThanOrEqual(first.body.latest);
    expect(arrived.headers.etag).not.toBe(etag);

    await moderate('testimonials', [created.id], 'approve').expect(200);
    const moderated = await test.http().get('/api/moderation/summary').set(admin).set('If-None-Match', arrived.headers.etag as string).expect(200);
    expect(moderated.body.total).toBe(first.body.total);
  });
});

describe.each(['comments', 'testimonials'] as const)('POST /api/moderation, of %s', (kind) => {
  const make = () => (kind === 'comments' ? comment(maya, 'Round trip') : testimonial(maya, 'Round trip'));
  const reach = { pending: 'restore', approved: 'approve', rejected: 'delete' } as const;
  const flags = {
    pending: { approved: false, rejected: false },
    approved: { approved: true, rejected: false },
    rejected: { approved: false, rejected: true },
  } as const;
  const states = ['pending', 'approved', 'rejected'] as const;

  it.each(states.flatMap((from) => states.map((to) => [from, to] as const)))(
    'should move an item from %s to %s in one request and say what moved',
    async (from, to) => {
      const { id } = await make();
      await moderate(kind, [id], reach[from]).expect(200);
      const response = await moderate(kind, [id], reach[to]).expect(200);
      expect(response.body.items).toEqual([expect.objectContaining({ id, from, to })]);
      expect(movedBy(response.body)).toEqual(from === to ? [] : [{ id, from, to }]);
      expect(await stored(kind, id)).toMatchObject(flags[to]);
    },
  );

  it('should take approval away with reject, and leave a deleted item deleted', async () => {
    const approved = await make();
    const deleted = await make();
    await moderate(kind, [approved.id], 'approve').expect(200);
    await moderate(kind, [deleted.id], 'delete').expect(200);
    const response = await moderate(kind, [approved.id, deleted.id], 'reject').expect(200);
    expect(movedBy(response.body)).toEqual([{ id: approved.id, from: 'approved', to: 'pending' }]);
    expect(await stored(kind, approved.id)).toMatchObject(flags.pending);
    expect(await stored(kind, deleted.id)).toMatchObject(flags.rejected);
  });

  it('should bring a deleted item back to awaiting approval: its author sees it again, visitors do not', async () => {
    const item = await make();
    await moderate(kind, [item.id], 'delete').expect(200);
    await moderate(kind, [item.id], 'restore').expect(200);
    const list = (who: Record<string, string>) =>
      kind === 'comments'
        ? test.http().get('/api/comments').query({ parentDocPath: `blogs/${blog.id}` }).set(who)
        : test.http().get('/api/testimonials').set(who);
    const ids = async (who: Record<string, string>) => ((await list(who).expect(200)).body[kind] as { id: string }[]).map((each) => each.id);
    expect(await ids(as(maya))).toContain(item.id);
    expect(await ids({})).not.toContain(item.id);
  });

  const refusals: { case: string; ids: (id: string) => string[]; status: number; says: (id: string) => string }[] = [
    { case: 'no ids', ids: () => [], status: 400, says: () => 'Please choose at least one comment or testimonial' },
    { case: 'an id twice', ids: (id) => [id, id], status: 400, says: (id) => `These are listed more than once: ${kind.slice(0, -1)}:${id}` },
    { case: '1,001 ids', ids: (id) => [id, ...Array.from({ length: 1000 }, (_, i) => `x${i}`)], status: 400, says: () => 'at most 1,000' },
    { case: '5,000 ids', ids: (id) => [id, ...Array.from({ length: 4999 }, () => randomUUID())], status: 400, says: () => 'at most 1,000' },
    {
      case: 'a list too long to read',
      ids: (id) => [id, ...Array.from({ length: 40_000 }, () => randomUUID())],
      status: 413,
      says: () => 'That request is too large for the server to read. Please send less at a time.',
    },
    { case: 'an unknown id', ids: (id) => [id, 'no-such-id'], status: 404, says: () => (kind === 'comments' ? 'no-such-id' : 'nothing was changed') },
  ];

  it.each(refusals)('should refuse $case and change nothing', async ({ ids, status, says }) => {
    const { id } = await make();
    const before = await stored(kind, id);
    const response = await moderate(kind, ids(id), 'approve').expect(status);
    expect(response.body.message).toContain(says(id));
    expect(await stored(kind, id)).toEqual(before);
  });

  it('should refuse an unknown action and change nothing', async () => {
    const { id } = await make();
    const response = await moderate(kind, [id], 'publish').expect(400);
    expect(response.body.message).toBe('Please choose what to do: approve, reject or delete');
    expect(await stored(kind, id)).toMatchObject(flags.pending);
  });

  it('should moderate 1,000 items in one request', async () => {
    const em = freshEm(test);
    const records =
      kind === 'comments'
        ? Array.from(
            { length: 1000 },
            (_, i) =>
              new PostComment({
                blogId: blog.id,
                parentId: null,
                parentDocPath: `blogs/${blog.id}`,
                comment: `Bulk ${i}`,
                author: 'Dan Reyes',
                email: dan.user.email,
                userId: dan.user.id,
                imageUrl: null,
              }),
          )
        : Array.from({ length: 1000 }, (_, i) => new TestimonialRecord({ userId: dan.user.id, fname: 'Dan', text: `Bulk ${i}` }));
    await em.persistAndFlush(records);
    const ids = records.map((record) => record.id);
    const response = await moderate(kind, ids, 'approve').expect(200);
    expect(movedBy(response.body)).toHaveLength(1000);
    const entity = kind === 'comments' ? PostComment : TestimonialRecord;
    expect(await freshEm(test).count(entity, { id: { $in: ids }, approved: true, rejected: false })).toBe(1000);
    if (kind === 'comments') {
      // The post's count of visible comments follows in the same request.
      const post = (await test.http().get(`/api/blogs/${blog.id}`).expect(200)).body.blog;
      expect(post.replyCount).toBeGreaterThanOrEqual(1000);
    }
  });
});

describe('POST /api/moderation, comments and testimonials together', () => {
  /** A post of its own, so its thread's first page holds what these tests write. */
  let thread: string;
  const both = async () => {
    thread = `blogs/${(await test.http().post('/api/blogs').set(admin).send({ title: 'Pea harvest', text: 'The peas are in.' }).expect(201)).body.blog.id}`;
    const [first, second] = [await comment(maya, 'Beans!', thread), await comment(dan, 'Peas!', thread)];
    const words = await testimonial(maya, 'The garden is the best classroom.');
    return [
      { kind: 'comment', id: first.id },
      { kind: 'testimonial', id: words.id },
      { kind: 'comment', id: second.id },
    ] as const;
  };

  it('should approve items of both kinds in one decision, answer each in the order named and invalidate once', async () => {
    const items = await both();
    const response = await test.http().post('/api/moderation').set(admin).send({ action: 'approve', items }).expect(200);
    expect(response.body.items).toEqual(items.map(({ kind, id }) => ({ kind, id, author: expect.stringMatching(/Maya|Dan/), from: 'pending', to: 'approved' })));
    for (const { kind, id } of items) expect(await stored(kind === 'comment' ? 'comments' : 'testimonials', id)).toMatchObject({ approved: true, rejected: false });
    const visitors = await test.http().get('/api/comments').query({ parentDocPath: thread }).expect(200);
    expect(visitors.body.comments.map((each: { id: string }) => each.id)).toEqual(expect.arrayContaining([items[0].id, items[2].id]));
  });

  it.each([
    ['an unknown testimonial', { kind: 'testimonial', id: 'no-such-testimonial' }, 404],
    ['an unknown comment', { kind: 'comment', id: 'no-such-comment' }, 404],
  ] as const)('should change nothing anywhere when one item is refused (%s)', async (_case, refused, status) => {
    const items = await both();
    const before = await databaseSnapshot(test);
    await test.http().post('/api/moderation').set(admin).send({ action: 'approve', items: [...items, refused] }).expect(status);
    expect(await databaseSnapshot(test)).toEqual(before);
  });
});
