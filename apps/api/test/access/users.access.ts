import { newFamily } from '../support/test-app';
import { type AccessRow } from './access-matrix';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/users',
    call: ({ http, auth }, role) => http().get('/api/users').query({ q: 'a', limit: 5, offset: 0 }).set(auth(role)),
    expect: { anonymous: 401, general: 403, owner: 403, admin: 200, god: 200 },
  },
  {
    route: 'GET /api/users/:id',
    call: ({ http, auth, userId }, role) => http().get(`/api/users/${userId.owner}`).set(auth(role)),
    expect: 'from-table',
  },
  {
    route: 'POST /api/users',
    call: ({ http, auth }, role) => http().post('/api/users').set(auth(role)).send({ ...newFamily(), accessLevel: 3 }),
    expect: { anonymous: 401, general: 403, owner: 403, admin: 201, god: 201 },
  },
  {
    route: 'PUT /api/users',
    call: ({ http, auth, userId }, role) => http().put('/api/users').set(auth(role)).send({ id: userId.owner, phone: '(555) 014-0000' }),
    expect: 'from-table',
  },
  {
    route: 'DELETE /api/users',
    call: async ({ http, auth }, role) => {
      // A fresh family each time, since a delete takes the account away; the owner deletes themself.
      const family = newFamily();
      const created = await http().post('/api/auth/register').send(family).expect(201);
      const headers = role === 'owner' ? { Authorization: `Bearer ${created.body.token}` } : auth(role);
      // The owner confirms with their password; staff delete someone else's without one.
      return http().delete('/api/users').set(headers).send({ id: created.body.user.id, ...(role === 'owner' ? { password: family.password } : {}) });
    },
    expect: 'from-table',
  },
];
