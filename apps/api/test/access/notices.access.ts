import { type AccessContext, type AccessRow, allRoles } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });

/** A fresh running notice posted by the GOD, so each role's change, end or delete has its own. */
async function newNotice({ http, auth }: AccessContext): Promise<string> {
  return (await http().post('/api/notices').set(auth('god')).send({ message: 'Access check' }).expect(201)).body.notice.id;
}

export const rows: AccessRow[] = [
  { route: 'GET /api/notices', call: ({ http, auth }, role) => http().get('/api/notices').set(auth(role)), expect: allRoles(200) },
  { route: 'GET /api/notices/all', call: ({ http, auth }, role) => http().get('/api/notices/all').set(auth(role)), expect: STAFF_ONLY(200) },
  {
    route: 'POST /api/notices',
    call: ({ http, auth }, role) => http().post('/api/notices').set(auth(role)).send({ message: 'Closed for weather.', level: 'urgent' }),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'PUT /api/notices',
    call: async (context, role) => context.http().put('/api/notices').set(context.auth(role)).send({ id: await newNotice(context), level: 'important' }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/notices/end',
    call: async (context, role) => context.http().post('/api/notices/end').set(context.auth(role)).send({ id: await newNotice(context) }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'DELETE /api/notices',
    call: async (context, role) => context.http().delete('/api/notices').set(context.auth(role)).send({ id: await newNotice(context) }),
    expect: STAFF_ONLY(200),
  },
];
