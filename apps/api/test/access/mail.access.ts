import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { MailLinks } from '../../src/common/mail/mail-links';
import { Subscription } from '../../src/mailing/subscription.entity';
import { UserAccount } from '../../src/identity/people/user-account.entity';
import { solvedCaptcha } from '../support/captcha';
import { type AccessContext, type AccessRow, allRoles, type Role } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });
const SIGNED_IN = (success: number) => ({ anonymous: 401, general: success, owner: success, admin: success, god: success });

const em = ({ test }: AccessContext) => test.app.get(EntityManager).fork();
const links = ({ test }: AccessContext) => test.app.get(MailLinks);

/** A subscription of its own for each call, asked for (pending) or confirmed, and the links a mail to it would carry. */
async function subscription(context: AccessContext, confirmed: boolean) {
  const record = new Subscription(`access.${randomUUID()}@example.com`);
  if (confirmed) record.weekly = true;
  else {
    record.pending = ['weekly'];
    record.requestedAt = new Date();
  }
  await em(context).persistAndFlush(record);
  return {
    id: record.id,
    preferences: links(context).sign('preferences', ['s', record.id]),
    confirm: links(context).sign('confirm', [record.id, String(record.requestedAt?.getTime() ?? 0), 'weekly'], new Date(Date.now() + 86_400_000)),
  };
}

/** Staff send themselves a test letter only from a verified address: theirs is, for these rows. */
async function verified(context: AccessContext, role: Role): Promise<void> {
  if (role === 'anonymous') return;
  await em(context).nativeUpdate(UserAccount, { id: context.userId[role] }, { emailVerifiedAt: new Date() });
}

export const rows: AccessRow[] = [
  {
    route: 'POST /api/subscriptions',
    call: async ({ http, auth, test }, role) =>
      // Someone else's address costs everyone the captcha (a family's own is subscriptions.e2e-spec.ts's).
      http().post('/api/subscriptions').set(auth(role)).send({ email: `asks.${randomUUID()}@example.com`, topics: ['news'], altcha: await solvedCaptcha(test) }),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/subscriptions/confirm',
    call: async (context, role) => context.http().post('/api/subscriptions/confirm').set(context.auth(role)).send({ token: (await subscription(context, false)).confirm }),
    expect: allRoles(200),
  },
  {
    route: 'GET /api/mail-preferences',
    call: async (context, role) => context.http().get('/api/mail-preferences').query({ token: (await subscription(context, true)).preferences }).set(context.auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'PUT /api/mail-preferences',
    call: async (context, role) =>
      context.http().put('/api/mail-preferences').set(context.auth(role)).send({ token: (await subscription(context, true)).preferences, topics: { news: true } }),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/mail-preferences/unsubscribe',
    call: async (context, role) =>
      context.http().post('/api/mail-preferences/unsubscribe').set(context.auth(role)).send({ token: (await subscription(context, true)).preferences, topic: 'weekly' }),
    expect: allRoles(200),
  },
  {
    route: 'POST /unsubscribe',
    call: async (context, role) => {
      const token = (await subscription(context, true)).preferences;
      return context.http().post(`/unsubscribe?token=${token}&topic=weekly`).set(context.auth(role)).type('form').send('List-Unsubscribe=One-Click');
    },
    expect: allRoles(200),
  },
  { route: 'GET /api/mail-preferences/me', call: ({ http, auth }, role) => http().get('/api/mail-preferences/me').set(auth(role)), expect: SIGNED_IN(200) },
  {
    route: 'PUT /api/mail-preferences/me',
    call: ({ http, auth }, role) => http().put('/api/mail-preferences/me').set(auth(role)).send({ account: { approvals: true } }),
    expect: SIGNED_IN(200),
  },
  {
    route: 'POST /api/auth/verify-email',
    call: async (context, role) => {
      const owner = await em(context).findOneOrFail(UserAccount, { id: context.userId.owner });
      return context.http().post('/api/auth/verify-email').set(context.auth(role)).send({ token: links(context).sign('verify', [owner.id, owner.email], new Date(Date.now() + 86_400_000)) });
    },
    expect: allRoles(200),
  },
  { route: 'POST /api/auth/verify-email/resend', call: ({ http, auth }, role) => http().post('/api/auth/verify-email/resend').set(auth(role)), expect: SIGNED_IN(200) },
  { route: 'GET /api/subscribers', call: ({ http, auth }, role) => http().get('/api/subscribers').set(auth(role)), expect: STAFF_ONLY(200) },
  {
    route: 'DELETE /api/subscribers',
    call: async (context, role) => context.http().delete('/api/subscribers').set(context.auth(role)).send({ id: (await subscription(context, true)).id }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/subscribers/test-letter',
    call: async (context, role) => {
      await verified(context, role);
      return context.http().post('/api/subscribers/test-letter').set(context.auth(role));
    },
    expect: STAFF_ONLY(200),
  },
  { route: 'GET /api/subscribers/letter-preview', call: ({ http, auth }, role) => http().get('/api/subscribers/letter-preview').set(auth(role)), expect: STAFF_ONLY(200) },
];
