import { EntityManager, type EntityName } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { viewBeyondPublic } from '@trailside/domain/moderation/visibility.rules';
import type { Actor } from '@trailside/domain/users/user.rules';
import { rowsMatching } from '../moderation/visible-rows';
import { HttpCacheService } from './http-cache.service';
import type { CacheTag } from './cache-tags';
import { ViewerCache } from './viewer-cache';

/** A table of moderated writing: comments, testimonials. */
export interface ModeratedTable {
  userId: string;
  approved: boolean;
  rejected: boolean;
  heldForConsent: boolean;
}

/** The name a table's pending rows are kept under. */
export const tableName = (table: EntityName<ModeratedTable>): string => (typeof table === 'string' ? table : (table as { name: string }).name);

/** Every new comment or testimonial moves this tag on (it fills the staff's inbox). */
const NEW_WRITING_TAG = 'moderation';

/**
 * Whether a signed-in viewer sees exactly the visitors' copy of a list of a moderated table's rows, as the domain's
 * viewBeyondPublic says: a visitor always, staff never, a family while none of their rows match what they see
 * beyond it (their own awaiting approval). That last answer is kept per person for a few seconds, and dropped by
 * any write to the table's tags or any new writing.
 */
@Injectable()
export class OwnPendingRowsService {
  private readonly kept: ViewerCache<boolean>;

  constructor(
    private readonly em: EntityManager,
    cache: HttpCacheService,
  ) {
    this.kept = new ViewerCache(cache, { ttlMs: 10_000, maxEntries: 20_000 });
  }

  async seesPublicView(table: EntityName<ModeratedTable>, tableTags: readonly CacheTag[], viewer: Actor): Promise<boolean> {
    const beyond = viewBeyondPublic(viewer);
    if (beyond.kind !== 'unless') return beyond.kind === 'same';
    const hasMore = await this.kept.get(`${tableName(table)}:${viewer.id}`, [...tableTags, NEW_WRITING_TAG], async () => {
      return (await this.em.count(table, rowsMatching<ModeratedTable>(beyond.rows) as never)) > 0;
    });
    return !hasMore;
  }

  /** What `seesPublicView` would answer, if that is known without asking the database; else undefined. */
  knownSeesPublicView(table: string, viewer: Actor): boolean | undefined {
    const beyond = viewBeyondPublic(viewer);
    if (beyond.kind !== 'unless') return beyond.kind === 'same';
    const hasMore = this.kept.peek(`${table}:${viewer.id}`);
    return hasMore === undefined ? undefined : !hasMore;
  }
}
