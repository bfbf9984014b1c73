import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../src/config/config';
import { ormOptions } from '../src/database/orm-options';
import { freshDataStore, freshEm, testDatabaseServer } from './support/database';
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
