import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import type { CreateShortUrlInput } from './short-url.schema';
import type { ShortUrl } from './short-url.types';

export const getShortUrls = (api: ApiClient) => send(() => api.get('all').json<{ data: ShortUrl[] }>());

/** Answers the short URL record itself (spec section 7), not wrapped in an envelope. */
export const createShortUrl = (api: ApiClient, payload: CreateShortUrlInput) =>
  send(() => api.post('url', { json: payload }).json<ShortUrl>());
