import { appliedFamily, TEST_TERM } from '../support/admissions';
import { type AccessContext, type AccessRow, allRoles } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });

/** A fresh applied student for each role's call, so one role's join or offer never takes what the next needs. */
const applied = async ({ test }: AccessContext) => (await appliedFamily(test, 'Access', 'secondary')).studentId;

/** A fresh student on the Secondary list (joined by the GOD), with places enough for every role's offer. */
async function waiting(context: AccessContext): Promise<string> {
  const studentId = await applied(context);
  const god = context.auth('god');
  await context.http().put('/api/admissions/waiting-list/settings').set(god).send({ level: 'secondary', startTerm: TEST_TERM, places: 500, siblingsFirst: true }).expect(200);
  await context.http().post('/api/admissions/waiting-list').set(god).send({ studentId }).expect(200);
  return studentId;
}

export const rows: AccessRow[] = [
  {
    route: 'GET /api/admissions/waiting-list',
    call: ({ http, auth }, role) => http().get('/api/admissions/waiting-list').query({ level: 'primary', startTerm: TEST_TERM }).set(auth(role)),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/admissions/waiting-list',
    call: async (context, role) => context.http().post('/api/admissions/waiting-list').set(context.auth(role)).send({ studentId: await applied(context) }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/admissions/waiting-list/move',
    call: async (context, role) =>
      context.http().post('/api/admissions/waiting-list/move').set(context.auth(role)).send({ studentId: await waiting(context), direction: 'up', reason: 'Access check' }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'PUT /api/admissions/waiting-list/settings',
    call: ({ http, auth }, role) => http().put('/api/admissions/waiting-list/settings').set(auth(role)).send({ level: 'middle', startTerm: TEST_TERM, places: 3, siblingsFirst: true }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/admissions/offers',
    call: async (context, role) =>
      context.http().post('/api/admissions/offers').set(context.auth(role)).send({ studentId: await waiting(context), className: 'General Education', startDate: '2027-09-01' }),
    expect: STAFF_ONLY(201),
  },
  // The family's private link: anyone may call it, and a link that opens no offer is the same 404 for everyone.
  {
    route: 'GET /api/admissions/offers/respond/:token',
    call: ({ http, auth }, role) => http().get('/api/admissions/offers/respond/guessed-token').set(auth(role)),
    expect: allRoles(404),
  },
  {
    route: 'POST /api/admissions/offers/respond',
    call: ({ http, auth }, role) => http().post('/api/admissions/offers/respond').set(auth(role)).send({ token: 'guessed-token', answer: 'accept' }),
    expect: allRoles(404),
  },
];
