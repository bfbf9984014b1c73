import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import { apiErrorFromResponse } from '../api/errors';
import { searchParamsOf } from '../pagination/list-query';
import { type GetModerationQueueResponse, type GetModerationSummaryResponse, type ModerateItemsResponse, MODERATION_ROUTES } from './moderation.contract';
import type { ModerateItems, ModerationQueueQueryInput } from './moderation.schema';
import type { ModerationSummary } from './moderation.types';

/** The inbox: pending items of both kinds, newest first, unless the query narrows or pages it. */
export const getModerationQueue = (api: ApiClient, query: ModerationQueueQueryInput = {}) =>
  send(() =>
    api
      .get(MODERATION_ROUTES.getModerationQueue, {
        searchParams: searchParamsOf(query),
      })
      .json<GetModerationQueueResponse>(),
  );

/** One decision for items of either kind, all or none (the staff console's inbox). */
export const moderateItems = (api: ApiClient, decision: ModerateItems) =>
  send(() => api.post(MODERATION_ROUTES.moderateItems, { json: decision }).json<ModerateItemsResponse>());

export const getModerationSummary = (api: ApiClient) =>
  send(() => api.get(MODERATION_ROUTES.getModerationSummary).json<GetModerationSummaryResponse>());

/** What a poll learned: a new summary (and its ETag), or that the one held is still current. */
export type ModerationSummaryPoll =
  | { changed: true; summary: ModerationSummary; etag: string | null }
  | { changed: false; etag: string };

/**
 * For polling every few seconds: pass the ETag of the summary last seen and the server answers 304
 * (nothing to read, nothing to render) until pending items arrive or leave.
 */
export async function pollModerationSummary(api: ApiClient, etag: string | null = null): Promise<ModerationSummaryPoll> {
  // fetch adds "Cache-Control: no-cache" to a request carrying If-None-Match unless it has its own, and the
  // server answers a no-cache request in full; max-age=0 asks for the same revalidation and gets the 304.
  const headers = etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {};
  const response = await send(() => api.get(MODERATION_ROUTES.getModerationSummary, { headers, throwHttpErrors: false }));
  if (response.status === 304 && etag) return { changed: false, etag };
  if (!response.ok) throw await apiErrorFromResponse(response);
  return { changed: true, summary: (await response.json()) as ModerationSummary, etag: response.headers.get('ETag') };
}
