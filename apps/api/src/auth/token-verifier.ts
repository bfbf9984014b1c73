import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { UserAccount } from '../users/user-account.entity';

/** What a sign-in token says: who, and at which of their session versions it was issued. */
export interface TokenClaims {
  sub: string;
  /** The account's session version when the token was issued. */
  ver: number;
}

/** A token's claims, or why it opens nothing. */
export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const BEARER = /^Bearer\s+(\S+)$/i;
const MAX_KEPT = 10_000;

/**
 * The one place a sign-in token is checked: HS256, its signature, its expiry, and that the account still holds it
 * (same session version). JwtStrategy uses it for every signed-in request; AccountCacheService for the requests the
 * early cache answers from memory. A signature checked once is remembered per token; the expiry is checked on
 * every use.
 */
@Injectable()
export class TokenVerifier {
  private readonly verified = new Map<string, TokenClaims & { exp?: number }>();

  constructor(private readonly jwt: JwtService) {}

  /** The token of an `Authorization: Bearer ...` header, if it has one. */
  static tokenOf(authorization: string | undefined): string | undefined {
    return authorization ? BEARER.exec(authorization)?.[1] : undefined;
  }

  check(token: string): TokenCheck {
    let claims = this.verified.get(token);
    if (!claims) {
      try {
        claims = this.jwt.verify<TokenClaims & { exp?: number }>(token, { algorithms: ['HS256'] });
      } catch (error) {
        return { ok: false, reason: error instanceof Error && error.name === 'TokenExpiredError' ? 'expired' : 'invalid' };
      }
      if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return { ok: false, reason: 'invalid' };
      this.verified.set(token, claims);
      if (this.verified.size > MAX_KEPT) this.verified.delete(this.verified.keys().next().value as string);
    }
    if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  /** Whether the account, as it now is, still honours the token: a new password or sign-out everywhere ends it. */
  static holds(account: Pick<UserAccount, 'sessionVersion'>, claims: TokenClaims): boolean {
    return account.sessionVersion === claims.ver;
  }
}
