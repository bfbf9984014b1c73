import { newFamily } from '../support/test-app';
import { type AccessRow, allRoles } from './access-matrix';

const signedIn = (status: number) => ({ anonymous: 401, general: status, owner: status, admin: status, god: status });
const staffOnly = (status: number) => ({ anonymous: 401, general: 403, owner: 403, admin: status, god: status });
const child = () => ({ email: `kid.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, password: 'tree-house-12', fname: 'Ivy', lname: 'Parkes' });

/** A new family with two sign-ins: the token of the first, and the id of the second. */
async function familyWithTwoSignIns({ http }: Parameters<AccessRow['call']>[0]) {
  const family = newFamily();
  const first = await http().post('/api/auth/register').send(family).expect(201);
  await http().post('/api/auth/login').send({ email: family.email, password: family.password }).expect(200);
  const sessions = await http().get('/api/account/sessions').set({ Authorization: `Bearer ${first.body.token}` }).expect(200);
  const second = sessions.body.sessions.find((session: { current: boolean }) => !session.current);
  return { token: first.body.token as string, userId: first.body.user.id as string, otherSessionId: second.id as string };
}

export const rows: AccessRow[] = [
  {
    route: 'POST /api/auth/login/code',
    call: ({ http, auth }, role) => http().post('/api/auth/login/code').set(auth(role)).send({ ticket: 'not.a.ticket', code: '123456' }),
    expect: allRoles(401),
  },
  {
    route: 'POST /api/auth/login/setup',
    call: ({ http, auth }, role) => http().post('/api/auth/login/setup').set(auth(role)).send({ ticket: 'not.a.ticket' }),
    expect: allRoles(401),
  },
  {
    route: 'POST /api/auth/login/setup/confirm',
    call: ({ http, auth }, role) => http().post('/api/auth/login/setup/confirm').set(auth(role)).send({ ticket: 'not.a.ticket', code: '123456' }),
    expect: allRoles(401),
  },
  {
    route: 'GET /api/account',
    call: ({ http, auth }, role) => http().get('/api/account').set(auth(role)),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/account/sessions',
    call: ({ http, auth }, role) => http().get('/api/account/sessions').set(auth(role)),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/account/sessions/:id',
    // The owner ends their own other sign-in; anyone else's is not there for them.
    call: async (context, role) => {
      const family = await familyWithTwoSignIns(context);
      const headers = role === 'owner' ? { Authorization: `Bearer ${family.token}` } : context.auth(role);
      return context.http().delete(`/api/account/sessions/${family.otherSessionId}`).set(headers);
    },
    expect: { anonymous: 401, general: 404, owner: 200, admin: 404, god: 404 },
  },
  {
    route: 'POST /api/account/sessions/end-others',
    call: async (context, role) => {
      const family = await familyWithTwoSignIns(context);
      const headers = role === 'anonymous' ? {} : { Authorization: `Bearer ${family.token}` };
      return context.http().post('/api/account/sessions/end-others').set(headers);
    },
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/two-step/setup',
    call: ({ http, auth }, role) => http().post('/api/account/two-step/setup').set(auth(role)),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/two-step/confirm',
    call: async (context, role) => {
      const family = await familyWithTwoSignIns(context);
      const headers = role === 'anonymous' ? {} : { Authorization: `Bearer ${family.token}` };
      // No set-up was started, so once the password is right the answer says to start again.
      return context.http().post('/api/account/two-step/confirm').set(headers).send({ code: '123456', password: 'apple-orchard-walk' });
    },
    expect: signedIn(409),
  },
  {
    route: 'POST /api/account/two-step/off',
    call: async (context, role) => {
      const family = await familyWithTwoSignIns(context);
      const headers = role === 'anonymous' ? {} : { Authorization: `Bearer ${family.token}` };
      return context.http().post('/api/account/two-step/off').set(headers).send({ password: 'apple-orchard-walk' });
    },
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/two-step/recovery-codes',
    call: async (context, role) => {
      const family = await familyWithTwoSignIns(context);
      const headers = role === 'anonymous' ? {} : { Authorization: `Bearer ${family.token}` };
      return context.http().post('/api/account/two-step/recovery-codes').set(headers).send({ password: 'apple-orchard-walk' });
    },
    // Nothing to renew while two-step sign-in is off.
    expect: signedIn(409),
  },
  {
    route: 'GET /api/account/data',
    call: ({ http, auth }, role) => http().get('/api/account/data').set(auth(role)),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/children',
    call: ({ http, auth }, role) => http().post('/api/account/children').set(auth(role)).send(child()),
    // The families are parents; the staff accounts are teachers, who have no children here.
    expect: { anonymous: 401, general: 201, owner: 201, admin: 409, god: 409 },
  },
  {
    route: 'GET /api/children/consent/:token',
    call: ({ http, auth }, role) => http().get('/api/children/consent/not-a-link').set(auth(role)),
    expect: allRoles(404),
  },
  {
    route: 'POST /api/children/consent',
    call: ({ http, auth }, role) => http().post('/api/children/consent').set(auth(role)).send({ token: 'not-a-link' }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/account/consent-requests',
    call: ({ http, auth }, role) => http().get('/api/account/consent-requests').set(auth(role)),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/account/consent-requests/:id/agree',
    // Nobody here was named by a child: a request that is not theirs is not there.
    call: ({ http, auth }, role) => http().post('/api/account/consent-requests/not-a-request/agree').set(auth(role)),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/account/consent-requests/:id/decline',
    call: ({ http, auth }, role) => http().post('/api/account/consent-requests/not-a-request/decline').set(auth(role)),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/account/parent',
    // Only a child whose parent declined names another.
    call: ({ http, auth }, role) => http().post('/api/account/parent').set(auth(role)).send({ parentEmail: 'someone@example.com' }),
    expect: signedIn(409),
  },
  {
    route: 'POST /api/users/:id/children',
    call: ({ http, auth, userId }, role) => http().post(`/api/users/${userId.owner}/children`).set(auth(role)).send(child()),
    expect: staffOnly(201),
  },
  {
    route: 'DELETE /api/users/:id/two-step',
    // A fresh family each time: a reset signs its account out everywhere.
    call: async (context, role) => context.http().delete(`/api/users/${(await familyWithTwoSignIns(context)).userId}/two-step`).set(context.auth(role)),
    expect: 'from-table',
  },
  {
    route: 'GET /api/inactive-accounts',
    call: ({ http, auth }, role) => http().get('/api/inactive-accounts').set(auth(role)),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/account-policy',
    call: ({ http, auth }, role) => http().get('/api/account-policy').set(auth(role)),
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/account-policy',
    call: ({ http, auth }, role) => http().put('/api/account-policy').set(auth(role)).send({ inactiveAccountMonths: 24 }),
    expect: staffOnly(200),
  },
];
