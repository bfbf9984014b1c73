import { DEFAULT_AGREEMENT_TEMPLATE } from '@trailside/domain/admissions/agreement.messages';
import { type AccessRow, allRoles } from './access-matrix';

const STAFF_ONLY = (success: number) => ({ anonymous: 401, general: 403, owner: 403, admin: success, god: success });
/** A private link nobody was sent: whoever asks, signed in or not, it is not there. */
const GUESSED = 'bm90LWEtbGluay1hbnlib2R5LXdhcy1zZW50LWF0LWFsbC0xMjM0';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/admissions/agreement-template',
    call: ({ http, auth }, role) => http().get('/api/admissions/agreement-template').set(auth(role)),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'PUT /api/admissions/agreement-template',
    call: ({ http, auth }, role) => http().put('/api/admissions/agreement-template').set(auth(role)).send({ text: DEFAULT_AGREEMENT_TEMPLATE }),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'GET /api/admissions/agreements',
    call: ({ http, auth }, role) => http().get('/api/admissions/agreements').set(auth(role)),
    expect: STAFF_ONLY(200),
  },
  {
    route: 'GET /api/admissions/agreements/:id/pdf',
    call: ({ http, auth }, role) => http().get('/api/admissions/agreements/00000000-0000-4000-8000-000000000000/pdf').set(auth(role)),
    expect: STAFF_ONLY(404),
  },
  {
    route: 'GET /api/admissions/agreement/:token',
    call: ({ http, auth }, role) => http().get(`/api/admissions/agreement/${GUESSED}`).set(auth(role)),
    expect: allRoles(404),
  },
  {
    route: 'POST /api/admissions/agreement/sign',
    call: ({ http, auth }, role) => http().post('/api/admissions/agreement/sign').set(auth(role)).send({ token: GUESSED, name: 'Priya Parkes', textHash: 'a'.repeat(64) }),
    expect: allRoles(404),
  },
  {
    route: 'GET /api/admissions/agreement/:token/pdf',
    call: ({ http, auth }, role) => http().get(`/api/admissions/agreement/${GUESSED}/pdf`).set(auth(role)),
    expect: allRoles(404),
  },
];
