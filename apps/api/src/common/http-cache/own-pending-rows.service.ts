import { EntityManager, type EntityName } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { type CacheTag, HttpCacheService } from './http-cache.service';
import { ViewerCache } from './viewer-cache';

/** A table of moderated writing: comments, testimonials. */
export interface ModeratedTable {
  userId: string;
  approved: boolean;
  rejected: boolean;
}

/** The name a table's pending rows are kept under. */
export const tableName = (table: EntityName<ModeratedTable>): string => (typeof table === 'string' ? table : (table as { name: string }).name);

/** Every new comment or testimonial moves this tag on (it fills the staff's inbox). */
const NEW_WRITING_TAG = 'moderation';

/**
 * Whether a person has writing awaiting approval in a table: the only rows a family sees that a visitor does
 * not. Kept per person for a few seconds, and dropped by any write to the table's tags or any new writing.
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

  has(table: EntityName<ModeratedTable>, tableTags: readonly CacheTag[], userId: string): Promise<boolean> {
    return this.kept.get(`${tableName(table)}:${userId}`, [...tableTags, NEW_WRITING_TAG], async () => {
      const pending = await this.em.count(table, { userId, approved: false, rejected: false } as never);
      return pending > 0;
    });
  }

  /** What `has` would answer, if it is known without asking the database; else undefined. */
  known(table: string, userId: string): boolean | undefined {
    return this.kept.peek(`${table}:${userId}`);
  }
}
