import { solvedCaptcha } from '../support/captcha';
import { bearer, logIn, ADMIN } from '../support/test-app';
import { type AccessRow, allRoles } from './access-matrix';

const enquiry = { name: 'Rosa Alvarez', email: 'rosa@example.com', phone: '(555) 014-1111', message: 'Could we visit on a Tuesday?' };
const ADMIN_ONLY = { anonymous: 401, general: 403, owner: 403, admin: 200, god: 200 };

export const rows: AccessRow[] = [
  {
    route: 'POST /api/sendMessage',
    call: ({ http, auth }, role) => http().post('/api/sendMessage').set(auth(role)).send(enquiry),
    expect: allRoles(201),
  },
  { route: 'GET /api/captcha', call: ({ http, auth }, role) => http().get('/api/captcha').set(auth(role)), expect: allRoles(200) },
  {
    route: 'POST /api/contact',
    call: async ({ http, auth, test }, role) =>
      http().post('/api/contact').set(auth(role)).send({ ...enquiry, action: 'Contact', altcha: await solvedCaptcha(test) }),
    expect: allRoles(201),
  },
  { route: 'GET /api/enquiries', call: ({ http, auth }, role) => http().get('/api/enquiries').set(auth(role)), expect: ADMIN_ONLY },
  {
    route: 'PUT /api/enquiries',
    call: async ({ http, auth }, role) => {
      const sent = await http().post('/api/sendMessage').send(enquiry).expect(201);
      return http().put('/api/enquiries').set(auth(role)).send({ id: sent.body.enquiryId, read: true, handled: true });
    },
    expect: ADMIN_ONLY,
  },
];

export const settingsRows: AccessRow[] = [
  { route: 'GET /api/settings', call: ({ http, auth }, role) => http().get('/api/settings').set(auth(role)), expect: allRoles(200) },
  {
    route: 'PUT /api/settings',
    call: ({ http, auth }, role) => http().put('/api/settings').set(auth(role)).send({ hours: '8:30am-3:30pm' }),
    expect: ADMIN_ONLY,
  },
];
rows.push(...settingsRows);

export const shortUrlRows: AccessRow[] = [
  {
    route: 'POST /api/url',
    call: ({ http, auth }, role) => http().post('/api/url').set(auth(role)).send({ url: 'https://trailside-montessori.example/events' }),
    expect: { anonymous: 401, general: 403, owner: 403, admin: 201, god: 201 },
  },
  { route: 'GET /api/all', call: ({ http, auth }, role) => http().get('/api/all').set(auth(role)), expect: ADMIN_ONLY },
  {
    // Outside /api: the short link itself, which anyone may follow.
    route: 'GET /s/:code',
    call: async ({ http, auth, test }, role) => {
      const token = await logIn(test, ADMIN.email, ADMIN.password);
      const made = await http().post('/api/url').set(bearer(token)).send({ url: 'https://trailside-montessori.example/faq' }).expect(201);
      return http().get(`/s/${made.body.code}`).set(auth(role));
    },
    expect: allRoles(302),
  },
];
rows.push(...shortUrlRows);
