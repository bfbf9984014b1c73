import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../src/config/config';
import { ormOptions } from '../src/database/orm-options';
import { freshDataStore, freshEm, testDatabaseServer } from './support/database';
import { COMMENT_PAGE_SIZE, MAX_COMMENTS_LIMIT } from '@trailside/domain/comments/comment.schema';
import { decision } from './support/moderation';
import { everyPage } from './support/pages';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

const THE_FOREIGN_KEY = 'Migration20261129090000_comments_belong_to_posts';

type Connection = ReturnType<ReturnType<typeof freshEm>['getConnection']>;

/** What the database itself says of comments.blog_id: which table and column it refers to, and what a delete does. */
async function blogIdForeignKey(connection: Connection): Promise<{ table: string; column: string; onDelete: string } | undefined> {
  if (testDatabaseServer) {
    const [key] = (await connection.execute(
      `select ccu.table_name as "table", ccu.column_name as "column", rc.delete_rule as "onDelete"
         from information_schema.key_column_usage kcu
         join information_schema.referential_constraints rc on rc.constraint_name = kcu.constraint_name
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = kcu.constraint_name
        where kcu.table_name = 'comments' and kcu.column_name = 'blog_id'`,
    )) as { table: string; column: string; onDelete: string }[];
    return key;
  }
  const keys = (await connection.execute(`pragma foreign_key_list("comments")`)) as { table: string; from: string; to: string; on_delete: string }[];
  const key = keys.find((each) => each.from === 'blog_id');
  return key && { table: key.table, column: key.to, onDelete: key.on_delete };
}

const commentsOn = async (connection: Connection, blogId: string) =>
  Number(((await connection.execute(`select count(*) as "count" from "comments" where "blog_id" = ?`, [blogId])) as { count: number | string }[])[0].count);

describe('a post owns its thread', () => {
  let test: TestApp;
  let god: Record<string, string>;
  let family: Record<string, string>;

  beforeAll(async () => {
    test = await startTestApp();
    god = bearer(await logIn(test, ADMIN.email, ADMIN.password));
    family = bearer((await signUp(test)).token);
  });
  afterAll(() => test?.close());

  /** A post with a comment, a reply and a reply to the reply, written through the API. */
  async function postWithThread(): Promise<string> {
    const blog = (await test.http().post('/api/blogs').set(god).send({ title: 'Harvest day', text: 'Squash everywhere.' }).expect(201)).body.blog;
    let parentDocPath = `blogs/${blog.id}`;
    for (const text of ['Lovely!', 'Thank you!', 'Agreed.']) {
      parentDocPath = (await test.http().post('/api/comments').set(family).send({ comment: text, parentDocPath }).expect(201)).body.comment.docPath;
    }
    return blog.id;
  }

  it('should have comments.blog_id refer to blogs.id with ON DELETE CASCADE', async () => {
    expect(await blogIdForeignKey(freshEm(test).getConnection())).toEqual({ table: 'blogs', column: 'id', onDelete: 'CASCADE' });
  });

  it('should delete every comment of a post at any depth when the database deletes the post, and no other', async () => {
    const [doomed, kept] = [await postWithThread(), await postWithThread()];
    const connection = freshEm(test).getConnection();
    expect(await commentsOn(connection, doomed)).toBe(3);
    // Straight in SQL: the database, not the API's code, removes the thread.
    await connection.execute(`delete from "blogs" where "id" = ?`, [doomed]);
    expect(await commentsOn(connection, doomed)).toBe(0);
    expect(await commentsOn(connection, kept)).toBe(3);
  });

  it('should take the thread with the post when staff delete it through the API', async () => {
    const blogId = await postWithThread();
    await test.http().delete('/api/blogs').set(god).send({ id: blogId, imagePath: '' }).expect(200);
    expect(await commentsOn(freshEm(test).getConnection(), blogId)).toBe(0);
  });

  it('should refuse a comment on a post that is not there', async () => {
    const connection = freshEm(test).getConnection();
    await expect(
      connection.execute(
        `insert into "comments" ("id", "blog_id", "parent_doc_path", "doc_path", "comment", "author", "email", "user_id", "approved", "rejected", "created_at", "updated_at")
         values ('c-1', 'no-such-post', 'blogs/no-such-post', 'blogs/no-such-post/comments/c-1', 'Hi', 'Rosa', 'r@example.com', 'u-1', false, false, ?, ?)`,
        [new Date(), new Date()],
      ),
    ).rejects.toThrow(/foreign key/i);
  });
});

describe('a long thread comes a page at a time', () => {
  interface Listed {
    id: string;
    comment: string;
    docPath: string;
    approved: boolean;
    rejected: boolean;
    replyCount: number;
  }
  let test: TestApp;
  let god: string;
  let family: { token: string; id: string };
  let post: string;
  let approvedIds: string[];
  let answered: Listed;
  let replyIds: string[];
  let pendingId: string;
  let deletedId: string;

  const page = async (query: Record<string, string | number>, token?: string) => {
    const request = test.http().get('/api/comments').query(query);
    return (await (token ? request.set(bearer(token)) : request).expect(200)).body.comments as Listed[];
  };
  const walk = (parentDocPath: string, limit: number, token?: string, extra: Record<string, string> = {}) =>
    everyPage(limit, (after) => page({ parentDocPath, limit, ...extra, ...(after ? { after } : {}) }, token));
  const ids = (pages: Listed[][]) => pages.flat().map((comment) => comment.id);

  beforeAll(async () => {
    test = await startTestApp();
    god = await logIn(test, ADMIN.email, ADMIN.password);
    const signedUp = await signUp(test);
    family = { token: signedUp.token, id: signedUp.user.id };
    post = `blogs/${(await test.http().post('/api/blogs').set(bearer(god)).send({ title: 'Field day', text: 'Sack races and lemonade.' }).expect(201)).body.blog.id}`;
    const write = async (comment: string, parentDocPath: string) =>
      (await test.http().post('/api/comments').set(bearer(family.token)).send({ comment, parentDocPath }).expect(201)).body.comment as Listed;
    const written = [];
    for (let n = 1; n <= 45; n += 1) written.push(await write(`Comment ${n}: what a day.`, post));
    const replies = [];
    for (let n = 1; n <= 25; n += 1) replies.push(await write(`Reply ${n}: it was!`, written[0].docPath));
    approvedIds = written.map((comment) => comment.id);
    replyIds = replies.map((reply) => reply.id);
    await test.http().post('/api/moderation').set(bearer(god)).send(decision('comment', [...approvedIds, ...replyIds], 'approve')).expect(200);
    answered = { ...written[0], replyCount: 25 };
    pendingId = (await write('Still waiting for the office.', post)).id;
    deletedId = (await write('Taken back.', post)).id;
    await test.http().delete('/api/comments').set(bearer(god)).send({ id: deletedId }).expect(200);
  });
  afterAll(() => test?.close());

  /** The whole list in one page, in the API's order (two comments written in the same millisecond go by id). */
  const whole = async (parentDocPath: string, token?: string, extra: Record<string, string> = {}) =>
    (await page({ parentDocPath, limit: MAX_COMMENTS_LIMIT, ...extra }, token)).map((comment) => comment.id);

  it(`should answer the ${COMMENT_PAGE_SIZE} oldest when no limit is asked for, however long the thread`, async () => {
    const first = await page({ parentDocPath: post });
    expect(first.map((comment) => comment.id)).toEqual((await whole(post)).slice(0, COMMENT_PAGE_SIZE));
    expect(first[0].id).toBe(approvedIds[0]);
  });

  it("should lead a visitor through a post's comments and a comment's replies, oldest first, each once", async () => {
    const comments = await walk(post, 20);
    expect(comments.map((shown) => shown.length)).toEqual([20, 20, 5]);
    expect(ids(comments)).toEqual(await whole(post));
    expect([...ids(comments)].sort()).toEqual([...approvedIds].sort());
    const replies = await walk(answered.docPath, 10);
    expect(ids(replies)).toEqual(await whole(answered.docPath));
    expect([...ids(replies)].sort()).toEqual([...replyIds].sort());
  });

  it('should count every visible reply of the comments on a page, not only those of a page of replies', async () => {
    const [first] = await page({ parentDocPath: post, limit: 1 });
    expect(first).toMatchObject({ id: answered.id, replyCount: 25 });
  });

  it("should keep each role's view on every page: the author's own awaiting approval, the admin's deletes when asked", async () => {
    expect(ids(await walk(post, 20))).not.toContain(pendingId);
    const everything = await whole(post, god, { showDeleted: 'true' });
    expect([...everything].sort()).toEqual([...approvedIds, pendingId, deletedId].sort());
    const without = (id: string) => everything.filter((each) => each !== id);
    expect(ids(await walk(post, 20, family.token))).toEqual(without(deletedId));
    expect(ids(await walk(post, 20, god))).toEqual(without(deletedId));
    expect(ids(await walk(post, 20, god, { showDeleted: 'true' }))).toEqual(everything);
  });

  it.each([
    ['no comments', { limit: '0' }],
    ['more than one page may hold', { limit: String(MAX_COMMENTS_LIMIT + 1) }],
    ['a fraction', { limit: '2.5' }],
  ])('should refuse a limit of %s with 400, naming the limits', async (_case, query) => {
    const response = await test.http().get('/api/comments').query({ parentDocPath: post, ...query }).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: `Please ask for between 1 and ${MAX_COMMENTS_LIMIT} comments` });
  });

  it('should answer 404 when the comment to continue after is gone, so the reader starts again', async () => {
    const response = await test.http().get('/api/comments').query({ parentDocPath: post, after: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(response.body.message).toBe('The last comment you were reading has been removed. Please load the comments again.');
  });
});

describe(`the migration ${THE_FOREIGN_KEY}`, () => {
  it('should keep every comment of an existing post, with its indexes, and drop the ones whose post was gone', async () => {
    const store = await freshDataStore();
    const config = loadConfig({ NODE_ENV: 'test', ...store.env });
    const orm = await MikroORM.init(ormOptions(config));
    try {
      const migrator = orm.getMigrator();
      const names = (await migrator.getPendingMigrations()).map((migration) => migration.name);
      await migrator.up({ to: names[names.indexOf(THE_FOREIGN_KEY) - 1] });
      const connection = orm.em.fork().getConnection();
      const at = new Date('2026-10-01T09:00:00Z');
      await connection.execute(
        `insert into "blogs" ("id", "title", "text", "author", "user_id", "reply_count", "created_at", "updated_at") values ('post-1', 'Harvest', 'Squash.', 'Office', 'u-0', 1, ?, ?)`,
        [at, at],
      );
      for (const [id, blogId] of [['kept-1', 'post-1'], ['kept-2', 'post-1'], ['orphan', 'gone-post']]) {
        await connection.execute(
          `insert into "comments" ("id", "blog_id", "parent_doc_path", "doc_path", "comment", "author", "email", "user_id", "image_url", "approved", "rejected", "created_at", "updated_at")
           values (?, ?, ?, ?, 'Lovely', 'Rosa', 'r@example.com', 'u-1', null, true, false, ?, ?)`,
          [id, blogId, `blogs/${blogId}`, `blogs/${blogId}/comments/${id}`, at, at],
        );
      }
      // A column an earlier migration added (issue 27's held_for_consent) must come through the rebuild, values and all.
      await connection.execute(`update "comments" set "held_for_consent" = true where "id" = 'kept-2'`);
      const before = (await connection.execute(`select * from "comments" where "blog_id" = 'post-1' order by "id"`)) as Record<string, unknown>[];
      expect(before.map((row) => Boolean(Number(row.held_for_consent)))).toEqual([false, true]);

      await migrator.up();

      expect(await connection.execute(`select * from "comments" order by "id"`)).toEqual(before);
      expect(await blogIdForeignKey(connection)).toEqual({ table: 'blogs', column: 'id', onDelete: 'CASCADE' });
      // The unique doc_path index came through the rebuild.
      await expect(
        connection.execute(
          `insert into "comments" ("id", "blog_id", "parent_doc_path", "doc_path", "comment", "author", "email", "user_id", "approved", "rejected", "created_at", "updated_at")
           values ('copy', 'post-1', 'blogs/post-1', 'blogs/post-1/comments/kept-1', 'Hi', 'Rosa', 'r@example.com', 'u-1', false, false, ?, ?)`,
          [at, at],
        ),
      ).rejects.toThrow(/unique/i);
    } finally {
      await orm.close(true);
      await store.remove();
    }
  });
});
