import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AccessContext, type AccessRow, allRoles } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });
const SERIES = { title: 'Access check', start: '2027-03-02T18:00', end: '2027-03-02T19:00', repeat: 'FREQ=WEEKLY;COUNT=4' };
const ICS = readFileSync(join(__dirname, '../../../../packages/testing/fixtures/district-calendar.ics'), 'utf8');

/** A fresh weekly series made by the GOD, so each role's change or delete has its own. */
async function newSeries({ http, auth }: AccessContext): Promise<string> {
  return (await http().post('/api/calendar/events').set(auth('god')).send(SERIES).expect(201)).body.event.id;
}

export const rows: AccessRow[] = [
  {
    route: 'GET /api/calendar/occurrences',
    call: ({ http, auth }, role) => http().get('/api/calendar/occurrences').set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'GET /api/calendar/events',
    call: ({ http, auth }, role) => http().get('/api/calendar/events').set(auth(role)),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'GET /api/calendar/events/:id',
    call: async (context, role) => context.http().get(`/api/calendar/events/${await newSeries(context)}`).set(context.auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/calendar/events',
    call: ({ http, auth }, role) => http().post('/api/calendar/events').set(auth(role)).send(SERIES),
    expect: STAFF_ONLY(201),
  },
  {
    route: 'PUT /api/calendar/events',
    call: async (context, role) => context.http().put('/api/calendar/events').set(context.auth(role)).send({ id: await newSeries(context), title: 'Renamed' }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'DELETE /api/calendar/events',
    call: async (context, role) => context.http().delete('/api/calendar/events').set(context.auth(role)).send({ id: await newSeries(context) }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/calendar/events/skip',
    call: async (context, role) => context.http().post('/api/calendar/events/skip').set(context.auth(role)).send({ id: await newSeries(context), date: '2027-03-09' }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/calendar/import/preview',
    call: ({ http, auth }, role) => http().post('/api/calendar/import/preview').set(auth(role)).send({ ics: ICS }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'POST /api/calendar/import',
    call: ({ http, auth }, role) => http().post('/api/calendar/import').set(auth(role)).send({ ics: ICS }),
    expect: STAFF_ONLY(200),
  },
];
