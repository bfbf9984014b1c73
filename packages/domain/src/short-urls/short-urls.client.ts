import type { ApiClient } from '../api/client';
import { requireEntity, send } from '../api/client';
import { type CreateShortUrlResponse, type GetShortUrlsResponse, SHORT_URL_ROUTES } from './short-url.contract';
import { SHORT_URL_MESSAGES } from './short-url.messages';
import type { CreateShortUrlInput } from './short-url.schema';

export const getShortUrls = (api: ApiClient) => send(() => api.get(SHORT_URL_ROUTES.getShortUrls).json<GetShortUrlsResponse>());

/** Answers the short URL record itself (spec section 7), not wrapped in an envelope. */
export const createShortUrl = (api: ApiClient, payload: CreateShortUrlInput) =>
  send(() => api.post(SHORT_URL_ROUTES.createShortUrl, { json: payload }).json<CreateShortUrlResponse>()).then(
    requireEntity('shortUrl', SHORT_URL_MESSAGES.undefinedResponse),
  );
