import { pngPicture } from '../support/images';
import { type AccessContext, type AccessRow, allRoles } from './access-matrix';

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 86_400;

/** A fresh flyer made by the GOD, so each role's change or delete has its own. */
async function newEvent({ http, auth }: AccessContext): Promise<string> {
  const response = await http().post('/api/socialEvents').set(auth('god')).send({ title: 'Access check', eventDate: inAWeek() }).expect(201);
  return response.body.socialEvent.id;
}

async function newPicture({ http, auth }: AccessContext): Promise<{ id: string; path: string }> {
  const response = await http()
    .post('/api/gallery')
    .set(auth('god'))
    .field('groupLabel', 'Access')
    .attach('images', await pngPicture(), 'one.png')
    .expect(201);
  return response.body.gallery[0];
}

const ADMINS_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });

export const rows: AccessRow[] = [
  {
    route: 'GET /api/socialEvents',
    call: ({ http, auth }, role) => http().get('/api/socialEvents').set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/socialEvents',
    call: ({ http, auth }, role) => http().post('/api/socialEvents').set(auth(role)).send({ eventDate: inAWeek() }),
    expect: ADMINS_ONLY(201),
  },
  {
    route: 'PUT /api/socialEvents',
    call: async (context, role) =>
      context.http().put('/api/socialEvents').set(context.auth(role)).send({ id: await newEvent(context), title: 'Renamed' }),
    expect: ADMINS_ONLY(200),
  },
  {
    route: 'DELETE /api/socialEvents',
    call: async (context, role) => context.http().delete('/api/socialEvents').set(context.auth(role)).send({ id: await newEvent(context) }),
    expect: ADMINS_ONLY(200),
  },
  {
    route: 'GET /api/gallery',
    call: ({ http, auth }, role) => http().get('/api/gallery').set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'GET /api/gallery/groups',
    call: ({ http, auth }, role) => http().get('/api/gallery/groups').set(auth(role)),
    expect: allRoles(200),
  },
  {
    route: 'POST /api/gallery',
    call: async ({ http, auth }, role) =>
      http().post('/api/gallery').set(auth(role)).field('groupLabel', 'Access').attach('images', await pngPicture(), 'one.png'),
    expect: ADMINS_ONLY(201),
  },
  {
    route: 'PUT /api/gallery',
    call: async (context, role) =>
      context.http().put('/api/gallery').set(context.auth(role)).send({ id: (await newPicture(context)).id, alt: 'A changed description' }),
    expect: ADMINS_ONLY(200),
  },
  {
    route: 'DELETE /api/gallery',
    call: async (context, role) => context.http().delete('/api/gallery').set(context.auth(role)).send(await newPicture(context)),
    expect: ADMINS_ONLY(200),
  },
];
