import { RequestMethod } from '@nestjs/common';
import { publicPathOf } from './global-prefix';

describe('publicPathOf', () => {
  it.each([
    ['users', RequestMethod.GET, '/api/users'],
    ['auth/login', RequestMethod.POST, '/api/auth/login'],
    ['s/:code', RequestMethod.GET, '/s/:code'],
    // Only the GET redirect lives outside /api; another method on that path would be an API route.
    ['s/:code', RequestMethod.POST, '/api/s/:code'],
    // A mail program's one-click unsubscribe POSTs to the site's own /unsubscribe (its GET is the site's page).
    ['unsubscribe', RequestMethod.POST, '/unsubscribe'],
    ['unsubscribe', RequestMethod.GET, '/api/unsubscribe'],
  ])('%s (%s) answers on %s', (path, method, expected) => {
    expect(publicPathOf(path, method)).toBe(expected);
  });
});
