import { solvedCaptcha } from '../support/captcha';
import { type AccessContext, type AccessRow, allRoles } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });
/** A private link's token nobody was sent: every caller gets the same 404 (visits.e2e-spec.ts opens real ones). */
const GUESSED = 'k'.repeat(43);

/** A fresh visit time a month ahead, published by the GOD, so each role's change, cancel or booking has its own. */
async function newVisit({ http, auth }: AccessContext): Promise<string> {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return (await http().post('/api/visits').set(auth('god')).send({ date, time: '09:30', minutes: 60, kind: 'tour', places: 5 }).expect(201)).body.visits[0].id;
}

/** A booking of a fresh time, made by a visitor, for staff to mark. */
async function newBooking(context: AccessContext): Promise<string> {
  const visitId = await newVisit(context);
  const altcha = await solvedCaptcha(context.test);
  await context.http().post('/api/visits/bookings').send({ visitId, name: 'Ana Ruiz', email: `ana.${visitId}@example.com`, phone: '555 0100', child: 'Grade 2', altcha }).expect(201);
  return (await context.http().get('/api/visits/bookings').query({ id: visitId }).set(context.auth('god')).expect(200)).body.bookings[0].id;
}

export const rows: AccessRow[] = [
  { route: 'GET /api/visits', call: ({ http, auth }, role) => http().get('/api/visits').set(auth(role)), expect: allRoles(200) },
  { route: 'GET /api/visits/all', call: ({ http, auth }, role) => http().get('/api/visits/all').set(auth(role)), expect: STAFF_ONLY(200) },
  {
    route: 'POST /api/visits',
    call: ({ http, auth }, role) =>
      http().post('/api/visits').set(auth(role)).send({ date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), time: '10:00', minutes: 45, kind: 'observation', places: 3 }),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'PUT /api/visits',
    call: async (context, role) => context.http().put('/api/visits').set(context.auth(role)).send({ id: await newVisit(context), places: 8 }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/visits/cancel',
    call: async (context, role) => context.http().post('/api/visits/cancel').set(context.auth(role)).send({ id: await newVisit(context) }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'GET /api/visits/bookings',
    call: async (context, role) => context.http().get('/api/visits/bookings').query({ id: await newVisit(context) }).set(context.auth(role)),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/visits/bookings',
    call: async (context, role) =>
      context
        .http()
        .post('/api/visits/bookings')
        .set(context.auth(role))
        .send({ visitId: await newVisit(context), name: 'Ben Ode', email: `ben.${role}.${Date.now()}@example.com`, phone: '555 0101', child: '7', altcha: await solvedCaptcha(context.test) }),
    expect: allRoles(201),
  },
  {
    route: 'POST /api/visits/bookings/mark',
    call: async (context, role) => context.http().post('/api/visits/bookings/mark').set(context.auth(role)).send({ id: await newBooking(context), outcome: 'no-show' }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'GET /api/visits/bookings.csv',
    call: async (context, role) => context.http().get('/api/visits/bookings.csv').query({ visitId: await newVisit(context) }).set(context.auth(role)),
    expect: STAFF_ONLY(200),
  },
  { route: 'GET /api/visits/manage/:token', call: ({ http, auth }, role) => http().get(`/api/visits/manage/${GUESSED}`).set(auth(role)), expect: allRoles(404) },
  {
    route: 'POST /api/visits/manage/move',
    call: async (context, role) => context.http().post('/api/visits/manage/move').set(context.auth(role)).send({ token: GUESSED, visitId: await newVisit(context) }),
    expect: allRoles(404),
  },
  { route: 'POST /api/visits/manage/cancel', call: ({ http, auth }, role) => http().post('/api/visits/manage/cancel').set(auth(role)).send({ token: GUESSED }), expect: allRoles(404) },
];
