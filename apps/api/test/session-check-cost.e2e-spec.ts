import { MikroORM } from '@mikro-orm/core';
import { bearer, logIn, newFamily, signUp, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 27: every token names a sign-in that can be ended, and that is checked on every request at no more cost
 * than the account check alone: the account and its live sign-ins come in one query, and a kept account costs
 * none. These tests count the SQL statements a signed-in request sends to the database.
 */
let test: TestApp;
let statements: string[];

beforeAll(async () => {
  test = await startTestApp();
  statements = [];
  // MikroORM hands every statement to `onQuery` just before sending it.
  test.app.get(MikroORM).config.set('onQuery', (sql: string) => {
    statements.push(sql);
    return sql;
  });
});
afterAll(() => test.close());

/**
 * The SQL statements one request sent. The mail outbox works in the background (a sign-up's verification link, its
 * clean-up round): its mails are sent first, and its statements are not the request's.
 */
async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  const connection = test.app.get(MikroORM).em.fork().getConnection();
  for (let look = 0; look < 200; look += 1) {
    const [{ waiting }] = (await connection.execute('select count(*) as waiting from mail_outbox where sent_at is null')) as { waiting: number | string }[];
    if (Number(waiting) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const before = statements.length;
  await request();
  return statements.slice(before).filter((sql) => !/\bmail_outbox\b/.test(sql));
}

describe('checking a sign-in on each request', () => {
  it('should read the account and its sign-ins in one query, then nothing while the account is kept', async () => {
    const family = await signUp(test);
    const me = () => test.http().get('/api/auth/me').set(bearer(family.token)).expect(200);

    const first = await statementsOf(me);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/\busers\b/);
    expect(first[0]).toMatch(/\buser_sessions\b/);
    expect(await statementsOf(me)).toEqual([]);
  });

  it('should refuse a sign-in ended elsewhere on its next request, found by that same one query', async () => {
    const family = newFamily();
    await signUp(test, family);
    const laptop = await logIn(test, family.email, family.password);
    const phone = await logIn(test, family.email, family.password);
    await test.http().get('/api/auth/me').set(bearer(phone)).expect(200);

    const sessions = await test.http().get('/api/account/sessions').set(bearer(laptop)).expect(200);
    const phoneSession = (sessions.body.sessions as { id: string; current: boolean }[]).find((session) => !session.current)!;
    await test.http().delete(`/api/account/sessions/${phoneSession.id}`).set(bearer(laptop)).expect(200);

    const refused = await statementsOf(() => test.http().get('/api/auth/me').set(bearer(phone)).expect(401));
    expect(refused).toHaveLength(1);
    await test.http().get('/api/auth/me').set(bearer(laptop)).expect(200);
  });
});
