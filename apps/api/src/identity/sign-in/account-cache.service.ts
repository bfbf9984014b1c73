import { EntityManager, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Actor } from '@trailside/domain/users/user.rules';
import { CacheInvalidationService } from '../../common/http-cache/cache-invalidation.service';
import { HttpCacheService } from '../../common/http-cache/http-cache.service';
import { ViewerCache } from '../../common/http-cache/viewer-cache';
import { SESSION_TOUCH_MINUTES } from '@trailside/domain/account/sessions.rules';
import { ACCOUNTS_TAG } from './token-claims';
import { UserSession } from './user-session.entity';
import { UserAccount } from '../people/user-account.entity';
import { TokenVerifier } from './token-verifier';

export { ACCOUNTS_TAG };

/** An account as a request sees it: its fields, and the sign-ins a token may name with when each was last used. */
export type KnownAccount = UserAccount & { liveSessions: Readonly<Record<string, number>> };

/** The account a signed-in request acts as, with the sign-in its token named. */
export type SignedInAccount = KnownAccount & { sessionId: string };

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
  /** When this instance last wrote each session's last use, so browsing writes it at most every few minutes. */
  private readonly touched = new Map<string, number>();

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

  /**
   * The account and its live sign-ins, in one query (the sign-ins joined with their account), kept for a few
   * seconds: checking a token's session costs nothing more than checking its account did. An account with no live
   * sign-in is not found: no token can act as it.
   */
  async find(id: string): Promise<KnownAccount | null> {
    const fields = await this.kept.get(id, [ACCOUNTS_TAG], async () => {
      const em = this.em.fork();
      const sessions = await em.find(UserSession, { user: id }, { populate: ['user'], strategy: 'joined' });
      const account = sessions[0]?.user.getEntity();
      if (!account) return null;
      const props = em.getMetadata().get(UserAccount.name).props.map((prop) => prop.name);
      const liveSessions = Object.fromEntries(sessions.map((session) => [session.id, session.lastUsedAt.getTime()]));
      return { ...Object.fromEntries(props.map((name) => [name, account[name as keyof UserAccount]])), liveSessions };
    });
    return fields ? Object.assign(Object.create(UserAccount.prototype) as KnownAccount, fields) : null;
  }

  /**
   * Notes that a sign-in was used now: written to the database only when its last use is SESSION_TOUCH_MINUTES
   * old, after the answer's work, without the request waiting for it.
   */
  touch(sessionId: string, lastUsedAt: number): void {
    const now = Date.now();
    const last = Math.max(lastUsedAt, this.touched.get(sessionId) ?? 0);
    if (now - last < SESSION_TOUCH_MINUTES * 60_000) return;
    this.touched.set(sessionId, now);
    if (this.touched.size > MAX_ACCOUNTS) this.touched.delete(this.touched.keys().next().value as string);
    // A session ended meanwhile is simply not found; a failed write is tried again on a later request.
    this.em
      .fork()
      .nativeUpdate(UserSession, { id: sessionId }, { lastUsedAt: new Date(now) })
      .catch(() => this.touched.delete(sessionId));
  }

  /**
   * Who an Authorization header names, when that is known without the database: a token TokenVerifier accepts
   * (the same checks as JwtStrategy) for a kept account that still holds it (its session version, its live sign-in). Undefined otherwise; the request
   * then goes the usual way through the guard.
   */
  knownViewer(authorization: string): Actor | undefined {
    const token = TokenVerifier.tokenOf(authorization);
    const check = token ? this.tokens.check(token) : undefined;
    if (!check?.ok) return undefined;
    const { claims } = check;
    const fields = this.kept.peek(claims.sub) as (Record<string, unknown> & Pick<KnownAccount, 'sessionVersion' | 'liveSessions'>) | null | undefined;
    if (!fields || !TokenVerifier.holds(fields, claims)) return undefined;
    this.touch(claims.sid, fields.liveSessions[claims.sid]);
    return { id: fields.id as string, accessLevel: fields.accessLevel as Actor['accessLevel'] };
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    if (!uow.getChangeSets().some((change) => change.entity instanceof UserAccount || change.entity instanceof UserSession)) return;
    if (em.isInTransaction()) this.changing.add(em);
    await this.invalidations.invalidate(ACCOUNTS_TAG);
  }

  async afterTransactionCommit({ em }: TransactionEventArgs): Promise<void> {
    if (!this.changing.delete(em)) return;
    await this.invalidations.invalidate(ACCOUNTS_TAG);
  }
}
