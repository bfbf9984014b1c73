import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BlogPost } from '../src/blogs/blog.entity';
import { PostComment } from '../src/comments/comment.entity';
import { countRows, freshEm } from './support/database';
import { gifPicture, pngPicture } from './support/images';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';
import { decision } from './support/moderation';

let test: TestApp;
let god: Record<string, string>;

beforeAll(async () => {
  test = await startTestApp();
  god = bearer(await logIn(test, ADMIN.email, ADMIN.password));
});
afterAll(() => test.close());

async function post(fields: Record<string, string> = {}) {
  const response = await test
    .http()
    .post('/api/blogs')
    .set(god)
    .send({ title: 'Spring concert', text: 'The recorders were wonderful.', ...fields })
    .expect(201);
  return response.body.blog;
}

const listBlogs = (query: object) => test.http().get('/api/blogs').query({ query: JSON.stringify(query) });

describe('POST /api/blogs', () => {
  it('should store a post with its picture, the author from the token, and date parts', async () => {
    const response = await test
      .http()
      .post('/api/blogs')
      .set(god)
      .field('payload', JSON.stringify({ title: 'Science fair', text: 'Volcanoes!\n[quote]\nIt fizzed.\n[end]', author: 'Somebody else', userId: 'x' }))
      .attach('image', await pngPicture(), 'fair.png')
      .expect(201);
    const { blog } = response.body;
    expect(blog).toMatchObject({ title: 'Science fair', text: 'Volcanoes!\n[quote]\nIt fizzed.\n[end]', author: 'School Office Admin', replyCount: 0 });
    expect(blog.userId).not.toBe('x');
    expect(blog.imageUrl).toMatch(/^\/uploads\/blogs\/[\w-]+\.webp$/);
    const now = new Date();
    expect(blog.date).toEqual({ day: now.getUTCDate(), month: now.getUTCMonth() + 1, year: now.getUTCFullYear() });
    expect(typeof blog.createdAt.seconds).toBe('number');
    expect(existsSync(join(test.config.uploadsDir, blog.imagePath))).toBe(true);
  });

  it.each([
    ['no title', { text: 'Hello' }, 'Please enter a title for the blog post'],
    ['a blank title', { title: '   ', text: 'Hello' }, 'Please enter a title for the blog post'],
    ['no text', { title: 'Hello' }, 'Please write the text of the blog post'],
    ['a number for a title', { title: 42, text: 'Hello' }, 'Please enter a title for the blog post'],
  ])('should refuse %s with 400 and write nothing', async (_case, body, message) => {
    const before = await countRows(test, BlogPost);
    const response = await test.http().post('/api/blogs').set(god).send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await countRows(test, BlogPost)).toBe(before);
  });

  it.each([
    ['a file that is not a picture', async () => Buffer.from('#!/bin/sh\necho hi'), 'picture.png'],
    ['a GIF, which the blog form does not take (spec section 5), even named .png', gifPicture, 'moving.png'],
  ])('should refuse %s with 415 and write nothing', async (_case, file, name) => {
    const before = await countRows(test, BlogPost);
    const response = await test
      .http()
      .post('/api/blogs')
      .set(god)
      .field('payload', JSON.stringify({ title: 'Hi', text: 'There' }))
      .attach('image', await file(), name)
      .expect(415);
    expect(response.body.message).toBe('That file is not a picture we can take here. Please choose a JPG or PNG picture.');
    expect(await countRows(test, BlogPost)).toBe(before);
  });

  it('should keep a script in the text as text', async () => {
    const blog = await post({ title: '<script>alert(1)</script>', text: '<img src=x onerror=alert(1)>' });
    const { body } = await test.http().get(`/api/blogs/${blog.id}`).expect(200);
    expect(body.blog).toMatchObject({ title: '<script>alert(1)</script>', text: '<img src=x onerror=alert(1)>' });
  });
});

describe('GET /api/blogs', () => {
  it('should page newest first with a cursor that neither skips nor repeats', async () => {
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) made.push((await post({ title: `Paging ${index}` })).id);
    const first = (await listBlogs({ limit: 2 }).expect(200)).body.blogs;
    expect(first.map((blog: { id: string }) => blog.id)).toEqual([made[4], made[3]]);
    const second = (await listBlogs({ next: true, limit: 2, after: first[1].id }).expect(200)).body.blogs;
    expect(second.map((blog: { id: string }) => blog.id)).toEqual([made[2], made[1]]);
    const all = (await listBlogs({ limit: 50 }).expect(200)).body.blogs.map((blog: { id: string }) => blog.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.indexOf(made[4])).toBeLessThan(all.indexOf(made[0]));
  });

  it('should default to nine posts and accept no query at all', async () => {
    for (let index = 0; index < 10; index += 1) await post();
    expect((await test.http().get('/api/blogs').expect(200)).body.blogs).toHaveLength(9);
  });

  it.each([
    ['not JSON', 'next', /must be JSON/],
    ['a limit of 0', JSON.stringify({ limit: 0 }), /between 1 and 50/],
    ['a limit of 500', JSON.stringify({ limit: 500 }), /between 1 and 50/],
    ['next as a string', JSON.stringify({ next: 'yes' }), /query must be JSON like/],
  ])('should refuse %s with 400', async (_case, query, message) => {
    const response = await test.http().get('/api/blogs').query({ query }).expect(400);
    expect(response.body.message).toMatch(message);
  });

  it('should say so when the cursor post was removed', async () => {
    const blog = await post();
    await test.http().delete('/api/blogs').set(god).send({ id: blog.id }).expect(200);
    const response = await listBlogs({ next: true, after: blog.id }).expect(404);
    expect(response.body.message).toMatch(/reload the blog list/);
  });

  it('should give the three most recent by default on /api/blogs-recent, or as many as asked', async () => {
    const newest = await post({ title: 'Newest of all' });
    const recent = (await test.http().get('/api/blogs-recent').expect(200)).body.blogs;
    expect(recent).toHaveLength(3);
    expect(recent[0].id).toBe(newest.id);
    const five = await test.http().get('/api/blogs-recent').query({ query: JSON.stringify({ limit: 5 }) }).expect(200);
    expect(five.body.blogs).toHaveLength(5);
  });

  it('should answer an unknown post with 404 and a friendly message', async () => {
    const response = await test.http().get('/api/blogs/no-such-post').expect(404);
    expect(response.body.message).toBe('We could not find that blog post. It may have been removed.');
  });
});

describe('PUT /api/blogs', () => {
  it('should change the fields sent, replace the picture and move updatedAt', async () => {
    const blog = await post();
    const first = await test
      .http()
      .put('/api/blogs')
      .set(god)
      .field('payload', JSON.stringify({ id: blog.id }))
      .attach('image', await pngPicture(), 'a.png')
      .expect(200);
    const oldPath = first.body.blog.imagePath;
    // Timestamps are whole seconds: move the clock on (only Date; the server's timers and I/O run as usual).
    jest.useFakeTimers({
      now: Date.now() + 2000,
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    const picture = await pngPicture(80, 60);
    const second = await Promise.resolve(
      test.http().put('/api/blogs').set(god).field('payload', JSON.stringify({ id: blog.id, title: 'Concert, take two' })).attach('image', picture, 'b.png').expect(200),
    ).finally(() => jest.useRealTimers());
    expect(second.body.blog).toMatchObject({ title: 'Concert, take two', text: blog.text });
    expect(second.body.blog.updatedAt.seconds).toBeGreaterThan(blog.updatedAt.seconds);
    expect(existsSync(join(test.config.uploadsDir, oldPath))).toBe(false);
    expect(existsSync(join(test.config.uploadsDir, second.body.blog.imagePath))).toBe(true);
  });

  it('should refuse an empty change, a blank title and an unknown id', async () => {
    const blog = await post();
    expect((await test.http().put('/api/blogs').set(god).send({ id: blog.id }).expect(400)).body.message).toBe(
      'Please change the title, the text or the picture before saving',
    );
    await test.http().put('/api/blogs').set(god).send({ id: blog.id, title: ' ' }).expect(400);
    await test.http().put('/api/blogs').set(god).send({ title: 'x' }).expect(400);
    await test.http().put('/api/blogs').set(god).send({ id: 'nope', title: 'x' }).expect(404);
    expect((await test.http().get(`/api/blogs/${blog.id}`)).body.blog.title).toBe(blog.title);
  });
});

describe('DELETE /api/blogs', () => {
  it('should remove the post, all its comments at any depth and the picture the database recorded', async () => {
    const family = await signUp(test);
    const { body } = await test
      .http()
      .post('/api/blogs')
      .set(god)
      .field('payload', JSON.stringify({ title: 'Bye', text: 'Soon gone' }))
      .attach('image', await pngPicture(), 'bye.png')
      .expect(201);
    const blog = body.blog;
    const keep = await post();
    const top = await test.http().post('/api/comments').set(bearer(family.token)).send({ comment: 'One', parentDocPath: `blogs/${blog.id}` }).expect(201);
    const reply = await test
      .http()
      .post('/api/comments')
      .set(bearer(family.token))
      .send({ comment: 'Two', parentDocPath: top.body.comment.docPath })
      .expect(201);
    await test.http().post('/api/comments').set(bearer(family.token)).send({ comment: 'Three', parentDocPath: reply.body.comment.docPath }).expect(201);
    await test.http().post('/api/comments').set(bearer(family.token)).send({ comment: 'Elsewhere', parentDocPath: `blogs/${keep.id}` }).expect(201);

    // A path in the body must not decide what is removed.
    const response = await test
      .http()
      .delete('/api/blogs')
      .set(god)
      .send({ id: blog.id, imagePath: `blogs/${keep.id}.webp` })
      .expect(200);
    expect(response.body).toEqual({ success: true, id: blog.id });
    await test.http().get(`/api/blogs/${blog.id}`).expect(404);
    expect(await freshEm(test).count(PostComment, { blogId: blog.id })).toBe(0);
    expect(await freshEm(test).count(PostComment, { blogId: keep.id })).toBe(1);
    expect(existsSync(join(test.config.uploadsDir, blog.imagePath))).toBe(false);
  });

  it('should answer an unknown id with 404', async () => {
    await test.http().delete('/api/blogs').set(god).send({ id: 'nope' }).expect(404);
    await test.http().delete('/api/blogs').set(god).send({}).expect(400);
  });
});

describe('comments', () => {
  let blogId: string;
  let maya: { token: string; id: string };
  let dan: { token: string; id: string };
  let admin: Record<string, string>;
  const as = (who: { token: string }) => bearer(who.token);

  const comment = async (who: { token: string }, text: string, parentDocPath = `blogs/${blogId}`) =>
    (await test.http().post('/api/comments').set(as(who)).send({ comment: text, parentDocPath }).expect(201)).body.comment;
  const approve = (id: string) => test.http().put('/api/comments').set(admin).send({ id, approved: true }).expect(200);
  const listAs = async (headers: Record<string, string>, parentDocPath = `blogs/${blogId}`) =>
    (await test.http().get('/api/comments').query({ parentDocPath }).set(headers).expect(200)).body.comments as Array<{
      comment: string;
      replyCount: number;
      approved: boolean;
    }>;
  const replyCount = async () => (await test.http().get(`/api/blogs/${blogId}`)).body.blog.replyCount;

  beforeAll(async () => {
    const a = await signUp(test, { fname: 'Maya', lname: 'Okafor' });
    const b = await signUp(test, { fname: 'Dan' });
    maya = { token: a.token, id: a.user.id };
    dan = { token: b.token, id: b.user.id };
    admin = god;
  });
  beforeEach(async () => {
    blogId = (await post()).id;
  });

  it('should tell a visitor "Please log in to post" and write nothing', async () => {
    const before = await countRows(test, PostComment);
    const response = await test.http().post('/api/comments').send({ comment: 'Hi', parentDocPath: `blogs/${blogId}` }).expect(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Please log in to post' });
    expect(await countRows(test, PostComment)).toBe(before);
  });

  it.each([
    ['no comment', () => ({ parentDocPath: `blogs/${blogId}` })],
    ['a blank comment', () => ({ comment: '   ', parentDocPath: `blogs/${blogId}` })],
    ['a comment that is not text', () => ({ comment: ['Hi'], parentDocPath: `blogs/${blogId}` })],
    ['no parentDocPath', () => ({ comment: 'Hi' })],
    ['a parentDocPath outside blogs', () => ({ comment: 'Hi', parentDocPath: 'users/x' })],
    ['a parentDocPath without a post', () => ({ comment: 'Hi', parentDocPath: 'blogs/' })],
  ])('should refuse %s with 400 and a message, writing nothing', async (_case, body) => {
    const before = await countRows(test, PostComment);
    const response = await test.http().post('/api/comments').set(as(maya)).send(body()).expect(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.message.length).toBeGreaterThan(10);
    expect(await countRows(test, PostComment)).toBe(before);
  });

  it('should take the author from the token and start unapproved', async () => {
    const created = await test
      .http()
      .post('/api/comments')
      .set(as(maya))
      .send({ comment: 'Theo loved it', parentDocPath: `blogs/${blogId}`, author: 'Mallory', userId: dan.id, email: 'x@y.z', approved: true })
      .expect(201);
    expect(created.body.comment).toMatchObject({
      comment: 'Theo loved it',
      author: 'Maya Okafor',
      userId: maya.id,
      approved: false,
      rejected: false,
      parentDocPath: `blogs/${blogId}`,
      replyCount: 0,
      comments: [],
    });
    expect(created.body.comment.docPath).toBe(`blogs/${blogId}/comments/${created.body.comment.id}`);
    expect(created.body.comment.email).toMatch(/@example\.com$/);
  });

  it('should show each caller what the visibility rule allows, with reply counts', async () => {
    const approvedTop = await comment(maya, 'Approved top');
    await comment(maya, 'Pending top');
    const deleted = await comment(dan, 'Deleted top');
    await approve(approvedTop.id);
    await test.http().delete('/api/comments').set(admin).send({ id: deleted.id }).expect(200);
    const replyA = await comment(dan, 'Approved reply', approvedTop.docPath);
    await comment(dan, 'Pending reply', approvedTop.docPath);
    await approve(replyA.id);

    const texts = (list: Array<{ comment: string }>) => list.map((item) => item.comment);
    expect(texts(await listAs({}))).toEqual(['Approved top']);
    expect((await listAs({}))[0].replyCount).toBe(1);
    expect(texts(await listAs(as(dan)))).toEqual(['Approved top']);
    expect((await listAs(as(dan)))[0].replyCount).toBe(2); // Dan also sees his own pending reply
    expect(texts(await listAs(as(maya)))).toEqual(['Approved top', 'Pending top']);
    expect(texts(await listAs(admin))).toEqual(['Approved top', 'Pending top']);
    const withDeletes = await test.http().get('/api/comments').query({ parentDocPath: `blogs/${blogId}`, showDeleted: 'true' }).set(admin);
    expect(texts(withDeletes.body.comments)).toEqual(['Approved top', 'Pending top', 'Deleted top']);
    const ignored = await test.http().get('/api/comments').query({ parentDocPath: `blogs/${blogId}`, showDeleted: 'true' }).set(as(maya));
    expect(texts(ignored.body.comments)).toEqual(['Approved top', 'Pending top']);
    expect(texts(await listAs({}, approvedTop.docPath))).toEqual(['Approved reply']);
    // Replies under a deleted comment stay reachable for admins who ask to see deletes.
    await test.http().get('/api/comments').query({ parentDocPath: deleted.docPath }).set(admin).expect(404);
    await test.http().get('/api/comments').query({ parentDocPath: deleted.docPath, showDeleted: 'true' }).set(admin).expect(200);
  });

  it('should keep replyCount equal to the comments a visitor can read, at any depth', async () => {
    const top = await comment(maya, 'Top');
    expect(await replyCount()).toBe(0);
    await approve(top.id);
    expect(await replyCount()).toBe(1);
    const reply = await comment(dan, 'Reply', top.docPath);
    // Dan's reply awaits approval, so only he and the staff can answer it.
    const deeper = await comment(dan, 'Deeper', reply.docPath);
    await test.http().post('/api/moderation').set(admin).send(decision('comment', [reply.id, deeper.id], 'approve')).expect(200);
    expect(await replyCount()).toBe(3);
    // The author edits: the comment goes back for approval, and its replies stop showing with it.
    const edited = await test.http().put('/api/comments').set(as(dan)).send({ id: reply.id, comment: 'Reply, edited' }).expect(200);
    expect(edited.body.comment).toMatchObject({ comment: 'Reply, edited', approved: false });
    expect(await replyCount()).toBe(1);
    await approve(reply.id);
    expect(await replyCount()).toBe(3);
    await test.http().delete('/api/comments').set(as(dan)).send({ id: deeper.id }).expect(200);
    expect(await replyCount()).toBe(2);
    await test.http().delete('/api/comments').set(admin).send({ id: top.id }).expect(200);
    expect(await replyCount()).toBe(0);
  });

  it('should soft-delete: rejected true, approved false, and the row stays', async () => {
    const mine = await comment(maya, 'Oops');
    await approve(mine.id);
    const response = await test.http().delete('/api/comments').set(admin).send({ id: mine.id, path: 'somewhere/else' }).expect(200);
    expect(response.body).toMatchObject({ success: true, comment: { id: mine.id, rejected: true, approved: false } });
    expect(await freshEm(test).count(PostComment, { id: mine.id })).toBe(1);
    // Gone for its author, who can no longer edit it.
    await test.http().put('/api/comments').set(as(maya)).send({ id: mine.id, comment: 'Back' }).expect(404);
  });

  it('should let only admins approve, and only the author or an admin edit', async () => {
    const mine = await comment(maya, 'Mine');
    const selfApproval = await test.http().put('/api/comments').set(as(maya)).send({ id: mine.id, approved: true }).expect(403);
    expect(selfApproval.body.message).toBe('Only school administrators can approve or reject comments.');
    await test.http().put('/api/comments').set(as(dan)).send({ id: mine.id, comment: 'Hijacked' }).expect(403);
    await test.http().delete('/api/comments').set(as(dan)).send({ id: mine.id }).expect(403);
    const byAdmin = await test.http().put('/api/comments').set(admin).send({ id: mine.id, comment: 'Tidied by the office' }).expect(200);
    expect(byAdmin.body.comment).toMatchObject({ comment: 'Tidied by the office', approved: false });
  });

  it.each([
    ['no comment', { parentDocPath: 'blogs/x' }, 400, 'Please write your comment'],
    ['a blank comment', { comment: '  ', parentDocPath: 'blogs/x' }, 400, 'Please write your comment'],
    ['no parentDocPath', { comment: 'Hi' }, 400, /Please say which post or comment/],
    ['a path that is not a post or comment', { comment: 'Hi', parentDocPath: 'teachers/1' }, 400, /Please say which post or comment/],
    ['an unknown post', { comment: 'Hi', parentDocPath: 'blogs/nope' }, 404, 'We could not find that blog post. It may have been removed.'],
    ['an unknown comment', { comment: 'Hi', parentDocPath: 'blogs/nope/comments/nope' }, 404, /could not find that comment/],
  ])('should refuse %s and write nothing', async (_case, body, status, message) => {
    const before = await countRows(test, PostComment);
    const response = await test.http().post('/api/comments').set(as(maya)).send(body).expect(status);
    expect(response.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await countRows(test, PostComment)).toBe(before);
  });

  it('should not let a family reply to a comment they cannot see', async () => {
    const pending = await comment(maya, 'Pending');
    await test.http().post('/api/comments').set(as(dan)).send({ comment: 'Hi', parentDocPath: pending.docPath }).expect(404);
    await test.http().get('/api/comments').query({ parentDocPath: pending.docPath }).expect(404);
    await comment(maya, 'My own reply', pending.docPath);
  });

  it('should keep script text as text', async () => {
    const created = await comment(maya, '<script>alert("hi")</script>');
    expect(created.comment).toBe('<script>alert("hi")</script>');
  });

  it('should moderate in bulk, all or nothing', async () => {
    const a = await comment(maya, 'A');
    const b = await comment(dan, 'B');
    const missing = await test.http().post('/api/moderation').set(admin).send(decision('comment', [a.id, 'ghost'], 'approve')).expect(404);
    expect(missing.body.message).toMatch(/ghost/);
    expect(await listAs({})).toEqual([]);
    const approved = await test.http().post('/api/moderation').set(admin).send(decision('comment', [a.id, b.id], 'approve')).expect(200);
    expect(approved.body.items.map((item: { to: string }) => item.to)).toEqual(['approved', 'approved']);
    expect(await replyCount()).toBe(2);
    const rejected = await test.http().post('/api/moderation').set(admin).send(decision('comment', [a.id], 'reject')).expect(200);
    expect(rejected.body.items[0]).toMatchObject({ from: 'approved', to: 'pending' });
    const deleted = await test.http().post('/api/moderation').set(admin).send(decision('comment', [b.id], 'delete')).expect(200);
    expect(deleted.body.items[0]).toMatchObject({ from: 'approved', to: 'rejected' });
    expect(await replyCount()).toBe(0);
    await test.http().post('/api/moderation').set(admin).send(decision('comment', [], 'approve')).expect(400);
    await test.http().post('/api/moderation').set(admin).send(decision('comment', [a.id], 'burn')).expect(400);
  });
});

describe("commenters' e-mail addresses", () => {
  it('should show them to staff and to the commenter only, never to visitors or other families', async () => {
    const blog = await post();
    const family = await signUp(test);
    const neighbour = await signUp(test);
    const created = await test.http().post('/api/comments').set(bearer(family.token)).send({ comment: 'Lovely', parentDocPath: `blogs/${blog.id}` }).expect(201);
    expect(created.body.comment.email).toBe(family.user.email);
    await test.http().put('/api/comments').set(god).send({ id: created.body.comment.id, approved: true }).expect(200);

    const emailsSeenBy = async (headers: Record<string, string>) => {
      const response = await test.http().get('/api/comments').set(headers).query({ parentDocPath: `blogs/${blog.id}` }).expect(200);
      return response.body.comments.map((comment: { email: string | null }) => comment.email);
    };
    expect(await emailsSeenBy({})).toEqual([null]);
    expect(await emailsSeenBy(bearer(neighbour.token))).toEqual([null]);
    expect(await emailsSeenBy(god)).toEqual([family.user.email]);
    const anonymous = await test.http().get('/api/comments').query({ parentDocPath: `blogs/${blog.id}` }).expect(200);
    expect(anonymous.text).not.toContain(family.user.email);
  });
});
