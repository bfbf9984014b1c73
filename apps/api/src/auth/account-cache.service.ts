import { EntityManager, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Actor } from '@trailside/domain/users/user.rules';
import { CacheInvalidationService } from '../common/http-cache/cache-invalidation.service';
import { HttpCacheService } from '../common/http-cache/http-cache.service';
import { ViewerCache } from '../common/http-cache/viewer-cache';
import { UserAccount } from '../users/user-account.entity';
import { TokenVerifier } from './token-verifier';

/** The cache tag every change to any account moves on, here and on every other instance. */
export const ACCOUNTS_TAG = 'accounts';

/** How long an account read for a token is trusted without a change; a change drops it at once. */
const ACCOUNT_TTL_MS = 10_000;
const MAX_ACCOUNTS = 10_000;

/**
 * The account behind each signed-in request, read from the database once and then kept for a few seconds,
 * so a family browsing the site costs one account read, not one per request. Any change to any account (a
 * new level, a deletion, a password reset, a new session version) drops every kept account as its flush ends,
 * on this instance and through CacheInvalidationService on the others; a change inside a longer transaction
 * drops them again when it commits. Each request gets its own copy, so nothing one request does to it shows
 * in another.
 */
@Injectable()
export class AccountCacheService implements OnModuleInit, EventSubscriber {
  private readonly kept: ViewerCache<Record<string, unknown> | null>;
  /** Transactions that changed an account and have not committed yet. */
  private readonly changing = new WeakSet<object>();

  constructor(
    private readonly em: EntityManager,
    cache: HttpCacheService,
    private readonly invalidations: CacheInvalidationService,
    private readonly tokens: TokenVerifier,
  ) {
    this.kept = new ViewerCache(cache, { ttlMs: ACCOUNT_TTL_MS, maxEntries: MAX_ACCOUNTS });
  }

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  async find(id: string): Promise<UserAccount | null> {
    const fields = await this.kept.get(id, [ACCOUNTS_TAG], async () => {
      const account = await this.em.findOne(UserAccount, { id });
      if (!account) return null;
      const props = this.em.getMetadata().get(UserAccount.name).props.map((prop) => prop.name);
      return Object.fromEntries(props.map((name) => [name, account[name as keyof UserAccount]]));
    });
    return fields ? Object.assign(Object.create(UserAccount.prototype) as UserAccount, fields) : null;
  }

  /**
   * Who an Authorization header names, when that is known without the database: a token TokenVerifier accepts
   * (the same checks as JwtStrategy) for a kept account that still holds it. Undefined otherwise; the request
   * then goes the usual way through the guard.
   */
  knownViewer(authorization: string): Actor | undefined {
    const token = TokenVerifier.tokenOf(authorization);
    const check = token ? this.tokens.check(token) : undefined;
    if (!check?.ok) return undefined;
    const fields = this.kept.peek(check.claims.sub) as (Record<string, unknown> & Pick<UserAccount, 'sessionVersion'>) | null | undefined;
    if (!fields || !TokenVerifier.holds(fields, check.claims)) return undefined;
    return { id: fields.id as string, accessLevel: fields.accessLevel as Actor['accessLevel'] };
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    if (!uow.getChangeSets().some((change) => change.entity instanceof UserAccount)) return;
    if (em.isInTransaction()) this.changing.add(em);
    await this.invalidations.invalidate(ACCOUNTS_TAG);
  }

  async afterTransactionCommit({ em }: TransactionEventArgs): Promise<void> {
    if (!this.changing.delete(em)) return;
    await this.invalidations.invalidate(ACCOUNTS_TAG);
  }
}
