import type { Envelope } from '../api/envelope';
import type { ShortUrl } from './short-url.types';

/** Paths under /api, named after the client functions that call them. */
export const SHORT_URL_ROUTES = {
  getShortUrls: 'all',
  createShortUrl: 'url',
} as const;

export type GetShortUrlsResponse = Envelope<'data', ShortUrl[]>;

/** The short URL record itself (spec section 7), not wrapped in an envelope. */
export type CreateShortUrlResponse = ShortUrl;
