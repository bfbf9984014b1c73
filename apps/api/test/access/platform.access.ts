import { type AccessRow, allRoles } from './access-matrix';

export const rows: AccessRow[] = [
  { route: 'GET /api/health', call: ({ http, auth }, role) => http().get('/api/health').set(auth(role)), expect: allRoles(200) },
];
