import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import type { GetModerationQueueResponse } from '@trailside/domain/moderation/moderation.contract';
import {
  FLAGS_OF_STATE,
  MODERATION_KINDS,
  type ModerationAction,
  type ModerationChange,
  type ModerationKind,
  moderationChanges,
} from '@trailside/domain/moderation/moderation.rules';
import { moderateItems } from '@trailside/domain/moderation/moderation.client';
import type { ModerationQueueQueryInput } from '@trailside/domain/moderation/moderation.schema';
import type { ModerationItem } from '@trailside/domain/moderation/moderation.types';
import { useApi } from '../../api/api-provider';
import { invalidateComments } from '../../comments/api/invalidate-comments';
import { testimonialKeys } from '../../testimonials/api/testimonial-keys';
import { moderationKeys } from './moderation-keys';
import type { PolledModerationSummary } from './get-moderation-summary';

/** An item as the caller last saw it: enough to know which request it goes in and whether an action moves it. */
export type ModerationItemRef = Pick<ModerationItem, 'kind' | 'id' | 'state'>;

/** One action on some items, of either kind. */
export interface ModerationBatch {
  action: ModerationAction;
  items: ModerationItemRef[];
}

/** A change the server made, with the kind of item it moved: what an undo needs. */
export interface KindedModerationChange extends ModerationChange {
  kind: ModerationKind;
}

/** The changes an action would make, per kind: the items it leaves where they are are not listed. */
export function plannedChanges({ action, items }: ModerationBatch): KindedModerationChange[] {
  return MODERATION_KINDS.flatMap((kind) =>
    moderationChanges(
      items.filter((item) => item.kind === kind).map((item) => ({ id: item.id, ...FLAGS_OF_STATE[item.state] })),
      action,
    ).map((change) => ({ ...change, kind })),
  );
}

/**
 * Every batch as one POST /api/moderation (one decision for its items of both kinds, all or none on the server),
 * all at once; only the items the action would move are sent.
 */
async function moderateBatches(api: ApiClient, batches: ModerationBatch[]): Promise<KindedModerationChange[]> {
  const requests = batches.flatMap(({ action, items }) => {
    const planned = plannedChanges({ action, items });
    if (!planned.length) return [];
    const decision = { action, items: planned.map(({ kind, id }) => ({ kind, id })) };
    return [moderateItems(api, decision).then((answer) => answer.items.flatMap(({ kind, id, from, to }) => (from === to ? [] : [{ kind, id, from, to }])))];
  });
  return (await Promise.all(requests)).flat();
}

/** What the inbox's pages and the summary look like once `moves` are made, before the server has answered. */
function applyOptimistically(queryClient: QueryClient, moves: KindedModerationChange[]) {
  const key = (move: { kind: ModerationKind; id: string }) => `${move.kind}:${move.id}`;
  const byKey = new Map(moves.map((move) => [key(move), move]));
  for (const [queryKey, page] of queryClient.getQueriesData<GetModerationQueueResponse>({ queryKey: moderationKeys.queues })) {
    if (!page) continue;
    const listState = (queryKey[2] as ModerationQueueQueryInput | undefined)?.state ?? 'pending';
    const counts = structuredClone(page.counts);
    const leaving = new Set<string>();
    for (const item of page.items) {
      const move = byKey.get(key(item));
      if (!move) continue;
      counts[move.kind][move.from] -= 1;
      counts[move.kind][move.to] += 1;
      if (move.to !== listState) leaving.add(key(item));
    }
    if (!leaving.size) continue;
    queryClient.setQueryData<GetModerationQueueResponse>(queryKey, {
      ...page,
      items: page.items.filter((item) => !leaving.has(key(item))),
      total: page.total - leaving.size,
      counts,
    });
  }
  queryClient.setQueryData<PolledModerationSummary>(moderationKeys.summary, (held) => {
    if (!held) return held;
    const pending = { ...held.summary.pending };
    for (const move of moves) pending[move.kind] += Number(move.to === 'pending') - Number(move.from === 'pending');
    return { ...held, summary: { ...held.summary, pending, total: pending.comment + pending.testimonial } };
  });
}

/**
 * Moderates comments and testimonials together (the staff console's inbox): each batch is one decision, one
 * request, all or nothing on the server. Items an action moves out of a list leave it at once; if the server refuses, every
 * list comes back as it was (read `error`). Resolves with the changes made, which an undo puts back.
 */
export function useModerateItems() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batches: ModerationBatch[]) => moderateBatches(api, batches),
    onMutate: async (batches) => {
      await queryClient.cancelQueries({ queryKey: moderationKeys.all });
      const before = queryClient.getQueriesData({ queryKey: moderationKeys.all });
      applyOptimistically(queryClient, batches.flatMap(plannedChanges));
      return { before };
    },
    onError: (_error, _batches, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
        invalidateComments(queryClient),
      ]),
  });
}
