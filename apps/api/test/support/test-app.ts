import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import type { SignUpInput } from '@trailside/domain/users/user.schema';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { type Config, loadConfig } from '../../src/config/config';
import { ContactService } from '../../src/contact/contact.service';
import { freshDataStore } from './database';

export const ADMIN = { email: 'head@trailside.example', password: 'first-light-of-spring' };

export interface TestApp {
  app: INestApplication;
  config: Config;
  /** The address the app listens on, e.g. http://127.0.0.1:41234. */
  url: string;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * A real app on a real port, with its own data folder and fresh database: SQLite in the folder, or a new
 * PostgreSQL database when the run has DATABASE_URL (see freshDataStore).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const store = await freshDataStore();
  const dataDir = store.dataDir;
  const config = loadConfig({
    NODE_ENV: 'test',
    ...store.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // scrypt at 2^10 instead of 2^15: each sign-in costs milliseconds, not a tenth of a second (production
    // refuses a cost below 15, so an app started as production keeps the default).
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    ENQUIRY_RATE_LIMIT_PER_HOUR: '10000',
    // A suite sends more mail in a minute than a school does in a day: held for the next minute, an enquiry's answer
    // would depend on how fast the machine ran the tests before it (mail-delivery.e2e-spec.ts tests the rate itself).
    MAIL_RATE_PER_MINUTE: '100000',
    SAMPLE_CONTENT: 'false',
    SITE_DIR: join(dataDir, 'no-site'),
    ...env,
  });
  const app = await createApp(config, { logger: false });
  // A visitor waits up to 8 s for the office's copy before the answer says it will follow (202). A busy machine can
  // take longer than that to make a mail, so the suite waits for it, and an enquiry's answer depends on what the mail
  // server did, never on the machine's speed (a test of a slow mail server shortens the wait again).
  app.get(ContactService).mailWaitMs = 10 * 60_000;
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    config,
    url: url.replace('[::1]', '127.0.0.1'),
    http: () => request(url),
    close: async () => {
      await app.close();
      await store.remove();
    },
  };
}

let counter = 0;

/** Sign-up fields for a new family, different every call. */
export function newFamily(overrides: Partial<SignUpInput> = {}): SignUpInput & { password: string; email: string } {
  counter += 1;
  return {
    type: 'parent',
    email: `family${counter}.${Date.now()}@example.com`,
    password: 'apple-orchard-walk',
    fname: 'Rosa',
    lname: `Alvarez${counter}`,
    ...overrides,
  } as SignUpInput & { password: string; email: string };
}

export async function signUp(test: TestApp, fields: Partial<SignUpInput> = {}): Promise<AuthResponse> {
  const response = await test
    .http()
    .post('/api/auth/register')
    .field('payload', JSON.stringify(newFamily(fields)))
    .expect(201);
  return response.body as AuthResponse;
}

export async function logIn(test: TestApp, email: string, password: string): Promise<string> {
  const response = await test.http().post('/api/auth/login').send({ email, password }).expect(200);
  return (response.body as AuthResponse).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
