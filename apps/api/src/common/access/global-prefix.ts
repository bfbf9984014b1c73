import { RequestMethod } from '@nestjs/common';
import { FEED_ROUTES } from '@trailside/domain/feeds/feeds.contract';
import { ONE_CLICK_UNSUBSCRIBE_ROUTE } from '@trailside/domain/mail/mail.contract';

/** Every API route lives under /api ... */
export const GLOBAL_PREFIX = 'api';

/**
 * ... except these, which answer on the site's own addresses (the short-link redirect /s/:code, the feeds, and the
 * one-click unsubscribe a mail program POSTs to the address in a mail's List-Unsubscribe header).
 */
export const UNPREFIXED_ROUTES = [
  { path: 's/:code', method: RequestMethod.GET },
  { path: ONE_CLICK_UNSUBSCRIBE_ROUTE, method: RequestMethod.POST },
  ...Object.values(FEED_ROUTES).map((path) => ({ path, method: RequestMethod.GET })),
];

/** The path a route really answers on, e.g. "/api/users" or "/s/:code". */
export function publicPathOf(path: string, method: RequestMethod): string {
  const unprefixed = UNPREFIXED_ROUTES.some((route) => route.path === path && route.method === method);
  return unprefixed ? `/${path}` : `/${GLOBAL_PREFIX}/${path}`;
}
