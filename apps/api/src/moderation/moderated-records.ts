import { type EntityData, EntityManager, type EntityName, type FilterQuery, type QueryOrderMap, raw } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/sqlite';
import type { HttpException } from '@nestjs/common';
import {
  FLAGS_OF_STATE,
  MODERATION_STATE_FLAGS,
  MODERATION_STATES,
  type ModerationAction,
  type ModerationChange,
  type ModerationState,
  moderationChanges,
  moderationStateOf,
} from '@trailside/domain/moderation/moderation.rules';
import type { ModeratedRecord } from '../common/moderation/moderated-record.entity';
import { containsText } from '../common/search/contains-text';

export interface PendingSummary {
  count: number;
  /** When the newest pending row was created; null when none is pending. */
  latest: Date | null;
}

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/** Rows in the moderation queue: all but a child's writing still waiting for a parent's consent. */
const NOT_HELD = { heldForConsent: false } as const;

/** A flag as the database driver hands it back: a boolean (PostgreSQL) or 0/1 (SQLite). */
const isSet = (value: unknown) => value === true || Number(value) === 1;

/** The reads the moderation inbox makes of a moderated table, whatever its entity. */
export interface ModerationReads {
  countByState(q?: string): Promise<Record<ModerationState, number>>;
  inState(state: ModerationState, q: string | undefined, window: { limit: number; offset: number }): Promise<ModeratedRecord[]>;
  pending(): Promise<PendingSummary>;
}

/**
 * The moderation reads and the bulk write of one table whose rows carry `approved` and `rejected`. The
 * service that owns the table makes one for its own entity and is the only one to use it, so no other
 * module queries or writes that table.
 */
export class ModeratedRecords<T extends ModeratedRecord> implements ModerationReads {
  constructor(
    private readonly em: EntityManager,
    private readonly entity: EntityName<T>,
    /** The text columns a search looks in, e.g. the comment and its author. */
    private readonly searchColumns: readonly string[],
  ) {}

  /** How many rows are in each state, among those containing `q` (any case) in a search column. */
  async countByState(q?: string): Promise<Record<ModerationState, number>> {
    const rows = await (this.em as SqlEntityManager)
      .createQueryBuilder(this.entity)
      .select(['approved', 'rejected', raw('count(*) as count')])
      .where({ $and: [NOT_HELD, this.searchWhere(q)] })
      .groupBy(['approved', 'rejected'])
      .execute<{ approved: unknown; rejected: unknown; count: number | string }[]>('all', false);
    const counts = Object.fromEntries(MODERATION_STATES.map((state) => [state, 0])) as Record<ModerationState, number>;
    for (const row of rows) counts[moderationStateOf({ approved: isSet(row.approved), rejected: isSet(row.rejected) })] += Number(row.count);
    return counts;
  }

  /** Rows in `state` containing `q`, newest first, `limit` of them from `offset`. */
  inState(state: ModerationState, q: string | undefined, { limit, offset }: { limit: number; offset: number }): Promise<T[]> {
    const where = { $and: [MODERATION_STATE_FLAGS[state], NOT_HELD, this.searchWhere(q)] } as unknown as FilterQuery<T>;
    return this.em.find(this.entity, where, { orderBy: NEWEST_FIRST as QueryOrderMap<T>, limit, offset });
  }

  /** How many rows await approval, and when the newest of them came. */
  async pending(): Promise<PendingSummary> {
    const where = { ...MODERATION_STATE_FLAGS.pending, ...NOT_HELD } as unknown as FilterQuery<T>;
    const count = await this.em.count(this.entity, where);
    const newest = count ? await this.em.findOne(this.entity, where, { orderBy: NEWEST_FIRST as QueryOrderMap<T> }) : null;
    return { count, latest: newest?.createdAt ?? null };
  }

  /**
   * One action on the rows with `ids`, in one transaction: if one id is unknown, `notFound` is thrown and
   * nothing is written. Only rows whose state moves are written, with one UPDATE per target state (not one
   * per row). Answers every named row as it now is, in `order`, and what moved. `afterwards` runs inside
   * the same transaction with the rows that moved (e.g. to recount a post's replies).
   */
  moderate(
    ids: readonly string[],
    action: ModerationAction,
    options: { order: QueryOrderMap<T>; notFound: (missing: string[]) => HttpException; afterwards?: (moved: T[]) => Promise<void> },
  ): Promise<{ records: T[]; changes: ModerationChange[] }> {
    return this.em.transactional(async (em) => {
      // Not kept in the identity map: the rows are written natively below, never flushed one by one.
      // A child's writing held for a parent's consent is not in the queue: to a moderator it is not there.
      const records = await em.find(this.entity, { id: { $in: ids }, ...NOT_HELD } as unknown as FilterQuery<T>, { orderBy: options.order, disableIdentityMap: true });
      if (records.length !== ids.length) {
        const found = new Set(records.map((record) => record.id));
        throw options.notFound(ids.filter((id) => !found.has(id)));
      }
      const changes = moderationChanges(records, action);
      const byId = new Map(records.map((record) => [record.id, record]));
      const updatedAt = new Date();
      for (const state of MODERATION_STATES) {
        const moving = changes.filter((change) => change.to === state).map((change) => change.id);
        if (!moving.length) continue;
        const flags = { ...FLAGS_OF_STATE[state], updatedAt };
        await em.nativeUpdate(this.entity, { id: { $in: moving } } as unknown as FilterQuery<T>, flags as unknown as EntityData<T>);
        for (const id of moving) Object.assign(byId.get(id)!, flags);
      }
      await options.afterwards?.(changes.map((change) => byId.get(change.id)!));
      return { records, changes };
    });
  }

  /** Rows containing `q` in any search column, ignoring case; every row when there is no `q`. */
  private searchWhere(q?: string): FilterQuery<T> {
    return containsText<T>(this.searchColumns, q);
  }
}
