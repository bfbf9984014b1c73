import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { pollModerationSummary } from '@trailside/domain/moderation/moderation.client';
import type { ModerationSummary } from '@trailside/domain/moderation/moderation.types';
import { useApi } from '../../api/api-provider';
import { moderationKeys } from './moderation-keys';

/** The summary as last read, with the ETag that lets the next poll be a bodiless 304. */
export interface PolledModerationSummary {
  summary: ModerationSummary;
  etag: string | null;
}

/** Each poll sends the ETag of the summary held, and keeps that summary when the server answers 304. */
export const moderationSummaryQueryOptions = (api: ApiClient, queryClient: QueryClient) =>
  queryOptions({
    queryKey: moderationKeys.summary,
    queryFn: async (): Promise<PolledModerationSummary> => {
      const held = queryClient.getQueryData<PolledModerationSummary>(moderationKeys.summary);
      const poll = await pollModerationSummary(api, held?.etag ?? null);
      // A 304 answers only the ETag sent, so there is a held summary whenever nothing changed.
      return poll.changed ? { summary: poll.summary, etag: poll.etag } : held!;
    },
  });

/**
 * GET /api/moderation/summary (admins), asked again every `pollEvery` ms if given, also while the window is in
 * the background (that is when new items are news). Gives the summary, undefined until the first answer.
 */
export function useModerationSummary({ pollEvery }: { pollEvery?: number } = {}) {
  return useQuery({
    ...moderationSummaryQueryOptions(useApi(), useQueryClient()),
    select: (polled) => polled.summary,
    refetchInterval: pollEvery ?? false,
    refetchIntervalInBackground: true,
  });
}
