import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import type { AccountSession } from '@trailside/domain/account/account.types';
import { describeDevice } from '@trailside/domain/account/sessions.rules';
import { CacheInvalidationService } from '../../common/http-cache/cache-invalidation.service';
import { problem } from '../../common/errors/problem';
import { CONFIG, type Config } from '../../config/config';
import { UserAccount } from '../people/user-account.entity';
import { ACCOUNTS_TAG, type TokenClaims } from './token-claims';
import { UserSession } from './user-session.entity';

/**
 * Sign-ins: each one is a row, and each token names its row (`sid`), so a person can see where they are signed in
 * and end any of those sign-ins. The rows are read with the account (AccountCacheService), so checking a token's
 * session costs no query of its own.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly invalidations: CacheInvalidationService,
  ) {}

  /** A new sign-in for `account` from the browser that says `userAgent`; its token is what the person carries. */
  async start(account: UserAccount, userAgent: string | undefined): Promise<string> {
    const session = new UserSession(this.em.getReference(UserAccount, account.id, { wrapped: true }), describeDevice(userAgent).slice(0, 100));
    account.lastSignInAt = session.createdAt;
    await this.em.persist(session).flush();
    return this.tokenFor(account, session.id);
  }

  /** A signed token for one session at the account's current session version. */
  tokenFor(account: Pick<UserAccount, 'id' | 'sessionVersion'>, sessionId: string): Promise<string> {
    const claims: TokenClaims = { sub: account.id, ver: account.sessionVersion, sid: sessionId };
    return this.jwt.signAsync(claims, { expiresIn: this.config.jwt.expiresInSeconds });
  }

  async list(accountId: string, currentId: string): Promise<AccountSession[]> {
    const sessions = await this.em.find(UserSession, { user: accountId }, { orderBy: { lastUsedAt: 'desc', id: 'asc' } });
    return sessions.map((session) => ({ ...viewOf(session), current: session.id === currentId }));
  }

  /** For "Download my data": every sign-in, without which one asked. */
  async exportFor(accountId: string): Promise<Omit<AccountSession, 'current'>[]> {
    const sessions = await this.em.find(UserSession, { user: accountId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return sessions.map(viewOf);
  }

  /** Ends one of the account's own sign-ins (another's is "not found", as it would be for a stranger). */
  async end(accountId: string, sessionId: string): Promise<void> {
    const ended = await this.em.nativeDelete(UserSession, { id: sessionId, user: accountId });
    if (!ended) throw problem(404, 'NOT_FOUND', ACCOUNT_ERRORS.sessionNotFound);
    await this.invalidations.invalidate(ACCOUNTS_TAG);
  }

  /** Ends every sign-in of the account but `keepId` (a new password, a second factor added or taken off). */
  async endOthers(accountId: string, keepId: string | null, em: EntityManager = this.em): Promise<number> {
    const ended = await em.nativeDelete(UserSession, keepId ? { user: accountId, id: { $ne: keepId } } : { user: accountId });
    await this.invalidations.invalidate(ACCOUNTS_TAG);
    return ended;
  }

  /** After a change written without a flush (a deleted account): every kept account is read again, on every instance. */
  accountsChanged(): Promise<void> {
    return this.invalidations.invalidate(ACCOUNTS_TAG);
  }

  /** Ends every sign-in of these accounts (staff without a second factor, once the school requires one). */
  async endAllOf(accountIds: string[]): Promise<void> {
    if (!accountIds.length) return;
    await this.em.nativeDelete(UserSession, { user: { $in: accountIds } });
    await this.invalidations.invalidate(ACCOUNTS_TAG);
  }
}

const viewOf = (session: UserSession): Omit<AccountSession, 'current'> => ({
  id: session.id,
  device: session.device,
  createdAt: session.createdAt.toISOString(),
  lastUsedAt: session.lastUsedAt.toISOString(),
});
