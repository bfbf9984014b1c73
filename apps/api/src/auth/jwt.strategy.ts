import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_MESSAGES } from '@trailside/domain/api/api.messages';
import { problem } from '../common/errors/problem';
import { CONFIG, type Config } from '../config/config';
import type { TokenClaims } from '../sessions/token-claims';
import { AccountCacheService, type SignedInAccount } from './account-cache.service';

export type { TokenClaims };

/**
 * The token only says who and which sign-in; the account and its live sign-ins come from AccountCacheService,
 * which drops what it keeps on any account or sign-in change, so a changed level, a deleted account, a reset
 * password or an ended sign-in takes effect at once, at no more cost than the account check alone.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(CONFIG) config: Config,
    private readonly accounts: AccountCacheService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwt.secret,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: Partial<TokenClaims>): Promise<SignedInAccount> {
    const account = claims.sub ? await this.accounts.find(claims.sub) : null;
    // A two-step ticket, or a token from before sign-ins were kept, names no sign-in: it opens nothing.
    if (!account || !AccountCacheService.holds(account, claims)) throw problem(401, 'INVALID_TOKEN', ACCESS_MESSAGES.invalid);
    const sessionId = claims.sid as string;
    this.accounts.touch(sessionId, account.liveSessions[sessionId]);
    return Object.assign(account, { sessionId });
  }
}
