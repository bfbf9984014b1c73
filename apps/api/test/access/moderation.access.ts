import type { AccessRow } from './access-matrix';

const adminOnly = { anonymous: 401, general: 403, owner: 403, admin: 200, god: 200 };

export const rows: AccessRow[] = [
  {
    route: 'GET /api/moderation',
    call: ({ http, auth }, role) => http().get('/api/moderation').query({ state: 'rejected', q: 'garden' }).set(auth(role)),
    expect: adminOnly,
  },
  {
    route: 'GET /api/moderation/summary',
    call: ({ http, auth }, role) => http().get('/api/moderation/summary').set(auth(role)),
    expect: adminOnly,
  },
];
