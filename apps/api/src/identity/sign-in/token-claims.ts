/** What a bearer token says: who, at which session version, in which sign-in. */
export interface TokenClaims {
  sub: string;
  /** The account's session version when the token was issued: raising it signs every older token out. */
  ver: number;
  /** The sign-in (UserSession) the token belongs to: ending it signs this token out. */
  sid: string;
}

/** The cache tag every change to any account (or its sign-ins) moves on, here and on every other instance. */
export const ACCOUNTS_TAG = 'accounts';
