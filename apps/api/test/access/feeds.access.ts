import { type AccessRow, allRoles } from './access-matrix';

const feed = (path: string): AccessRow => ({ route: `GET ${path}`, call: ({ http, auth }, role) => http().get(path).set(auth(role)), expect: allRoles(200) });

export const rows: AccessRow[] = [
  feed('/sitemap.xml'),
  feed('/robots.txt'),
  feed('/rss.xml'),
  feed('/events.ics'),
  { route: 'GET /calendar/:audience.ics', call: ({ http, auth }, role) => http().get('/calendar/primary.ics').set(auth(role)), expect: allRoles(200) },
  // No event with that id: anyone gets the same 404, never a 401 or 403.
  { route: 'GET /events/:id.ics', call: ({ http, auth }, role) => http().get('/events/no-such-event.ics').set(auth(role)), expect: allRoles(404) },
];
