import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ACCESS_MESSAGES } from '@trailside/domain/api/api.messages';
import type { Request } from 'express';
import passport from 'passport';
import { problem } from '../common/errors/problem';
import type { UserAccount } from '../users/user-account.entity';
import { AccountCacheService } from './account-cache.service';
import { TokenVerifier } from './token-verifier';

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
 * makes); the account comes from AccountCacheService, which drops what it keeps on any account change, so a
 * changed level, a deleted account or a reset password takes effect at once.
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
  async validate(request: Request): Promise<UserAccount | false> {
    const token = TokenVerifier.tokenOf(request.headers.authorization);
    if (!token) return false;
    const check = this.tokens.check(token);
    if (!check.ok && check.reason === 'expired') throw problem(401, 'SESSION_EXPIRED', ACCESS_MESSAGES.expired);
    if (!check.ok) throw problem(401, 'INVALID_TOKEN', ACCESS_MESSAGES.invalid);
    const account = await this.accounts.find(check.claims.sub);
    if (!account || !TokenVerifier.holds(account, check.claims)) throw problem(401, 'INVALID_TOKEN', ACCESS_MESSAGES.invalid);
    return account;
  }
}
