import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { type TokenClaims } from './token-claims';
import type { UserAccount } from '../people/user-account.entity';

export type { TokenClaims };

/** A token's claims, or why it opens nothing. */
export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const BEARER = /^Bearer\s+(\S+)$/i;
const MAX_KEPT = 10_000;

/**
 * The one place a sign-in token is checked: HS256, its signature, its expiry, that it names a sign-in, and that the
 * account still holds it (same session version, the sign-in still live). JwtStrategy uses it for every signed-in request; AccountCacheService for the requests the
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
      // A two-step ticket, or a token from before sign-ins were kept, names no sign-in: it opens nothing.
      if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number' || typeof claims.sid !== 'string') return { ok: false, reason: 'invalid' };
      this.verified.set(token, claims);
      if (this.verified.size > MAX_KEPT) this.verified.delete(this.verified.keys().next().value as string);
    }
    if (claims.exp !== undefined && claims.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  /**
   * Whether the account, as it now is, still honours the token: the same session version (a new password or
   * sign-out everywhere ends it) and the sign-in it names still live (ending that sign-in ends it).
   */
  static holds(
    account: Pick<UserAccount, 'sessionVersion'> & { liveSessions: Readonly<Record<string, number>> },
    claims: Partial<TokenClaims>,
  ): boolean {
    return account.sessionVersion === claims.ver && typeof claims.sid === 'string' && Object.hasOwn(account.liveSessions, claims.sid);
  }
}
