import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ACCESS_MESSAGES } from '@trailside/domain/api/api.messages';
import type { Request } from 'express';
import passport from 'passport';
import { problem } from '../../common/errors/problem';
import type { TokenClaims } from './token-claims';
import { AccountCacheService, type SignedInAccount } from './account-cache.service';
import { TokenVerifier } from './token-verifier';

export type { TokenClaims };

type Verify = (request: Request, done: (error: unknown, user?: unknown) => void) => void;

/** A passport strategy that hands the request to `verify` and nothing else: the checking is TokenVerifier's. */
class BearerStrategy extends passport.Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(request: Request): void {
    this.verify(request, (error, user) => (error ? this.error(error) : user ? this.success(user) : this.fail(401)));
  }
}

/**
 * The account a signed-in request acts as. The token is checked by TokenVerifier (the same checks the early cache
 * makes); it only says who and which sign-in. The account and its live sign-ins come from AccountCacheService,
 * which drops what it keeps on any account or sign-in change, so a changed level, a deleted account, a reset
 * password or an ended sign-in takes effect at once, at no more cost than the account check alone.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(BearerStrategy, 'jwt') {
  constructor(
    private readonly tokens: TokenVerifier,
    private readonly accounts: AccountCacheService,
  ) {
    super();
  }

  /** No token: nobody (the guard asks them to sign in); a token that opens nothing: 401 saying why. */
  async validate(request: Request): Promise<SignedInAccount | false> {
    const token = TokenVerifier.tokenOf(request.headers.authorization);
    if (!token) return false;
    const check = this.tokens.check(token);
    if (!check.ok && check.reason === 'expired') throw problem(401, 'SESSION_EXPIRED', ACCESS_MESSAGES.expired);
    if (!check.ok) throw problem(401, 'INVALID_TOKEN', ACCESS_MESSAGES.invalid);
    const { claims } = check;
    const account = await this.accounts.find(claims.sub);
    if (!account || !TokenVerifier.holds(account, claims)) throw problem(401, 'INVALID_TOKEN', ACCESS_MESSAGES.invalid);
    this.accounts.touch(claims.sid, account.liveSessions[claims.sid]);
    return Object.assign(account, { sessionId: claims.sid });
  }
}
