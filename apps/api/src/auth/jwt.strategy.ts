import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_MESSAGES } from '@trailside/domain/api/api.messages';
import { problem } from '../common/errors/problem';
import { CONFIG, type Config } from '../config/config';
import type { UserAccount } from '../users/user-account.entity';
import { AccountCacheService } from './account-cache.service';

export interface TokenClaims {
  sub: string;
  /** The account's session version when the token was issued. */
  ver: number;
}

/**
 * The token only says who; the account comes from AccountCacheService, which drops what it keeps on any
 * account change, so a changed level, a deleted account or a reset password takes effect at once.
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

  async validate(claims: TokenClaims): Promise<UserAccount> {
    const account = await this.accounts.find(claims.sub);
    if (!account || account.sessionVersion !== claims.ver) throw problem(401, 'INVALID_TOKEN', ACCESS_MESSAGES.invalid);
    return account;
  }
}
