import { newFamily } from '../support/test-app';
import { type AccessRow, allRoles } from './access-matrix';

export const rows: AccessRow[] = [
  {
    route: 'POST /api/auth/register',
    call: ({ http, auth }, role) => http().post('/api/auth/register').set(auth(role)).send(newFamily()),
    expect: allRoles(201),
  },
  {
    route: 'POST /api/auth/login',
    call: ({ http, auth }, role) => http().post('/api/auth/login').set(auth(role)).send({ email: 'nobody@example.com', password: 'not-a-password' }),
    expect: allRoles(401),
  },
  {
    route: 'POST /api/auth/forgotPassword',
    call: ({ http, auth }, role) => http().post('/api/auth/forgotPassword').set(auth(role)).send({ email: 'nobody@example.com' }),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/auth/resetPassword',
    call: ({ http, auth }, role) =>
      http().post('/api/auth/resetPassword').set(auth(role)).send({ token: 'x'.repeat(43), password: 'a-new-garden-path' }),
    expect: allRoles(400),
  },
  {
    route: 'GET /api/auth/me',
    call: ({ http, auth }, role) => http().get('/api/auth/me').set(auth(role)),
    expect: { anonymous: 401, general: 200, owner: 200, admin: 200, god: 200 },
  },
];
