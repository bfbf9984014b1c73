import { type AccessRow } from './access-matrix';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/audit',
    call: ({ http, auth }, role) => http().get('/api/audit').set(auth(role)),
    expect: { anonymous: 401, general: 403, owner: 403, admin: 200, god: 200 },
  },
];
