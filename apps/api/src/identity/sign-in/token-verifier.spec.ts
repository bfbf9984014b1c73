import { JwtService } from '@nestjs/jwt';
import { TokenVerifier } from './token-verifier';

describe('TokenVerifier', () => {
  const secret = 'a-test-secret-that-is-long-enough';
  const jwt = new JwtService({ secret });
  const verifier = new TokenVerifier(jwt);
  const claims = { sub: 'account-1', ver: 3, sid: 'session-1' };

  it('should accept a token it signed, with its claims', () => {
    expect(verifier.check(jwt.sign(claims, { expiresIn: 60 }))).toMatchObject({ ok: true, claims });
  });

  it.each([
    ['a malformed token', 'not-a-token', 'invalid'],
    ['a token signed with another secret', new JwtService({ secret: 'another-secret-of-some-length' }).sign(claims), 'invalid'],
    ['a token signed with another algorithm', jwt.sign(claims, { algorithm: 'HS512' }), 'invalid'],
    ['a token without the claims of a sign-in', jwt.sign({ sub: 'account-1' }), 'invalid'],
    ['a token that names no sign-in (a two-step ticket, or from before sign-ins were kept)', jwt.sign({ sub: 'account-1', ver: 3 }), 'invalid'],
    ['an expired token', jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }), 'expired'],
  ])('should refuse %s', (_case, token, reason) => {
    expect(verifier.check(token)).toEqual({ ok: false, reason });
  });

  it('should refuse a token once it expires, even after its signature was checked', () => {
    // A minute's life, then the clock moved past it: a token living one second could expire before the first
    // check on a busy machine.
    const token = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 });
    expect(verifier.check(token).ok).toBe(true);
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      expect(verifier.check(token)).toEqual({ ok: false, reason: 'expired' });
    } finally {
      Date.now = realNow;
    }
  });

  it('should read the token of a bearer header only', () => {
    expect(TokenVerifier.tokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(TokenVerifier.tokenOf('Basic abc')).toBeUndefined();
    expect(TokenVerifier.tokenOf(undefined)).toBeUndefined();
  });

  it('should hold only while the account keeps the session version the token was issued at and its sign-in', () => {
    const live = { 'session-1': Date.now() };
    expect(TokenVerifier.holds({ sessionVersion: 3, liveSessions: live }, claims)).toBe(true);
    expect(TokenVerifier.holds({ sessionVersion: 4, liveSessions: live }, claims)).toBe(false);
    expect(TokenVerifier.holds({ sessionVersion: 3, liveSessions: { 'session-2': Date.now() } }, claims)).toBe(false);
    expect(TokenVerifier.holds({ sessionVersion: 3, liveSessions: live }, { sub: 'account-1', ver: 3 })).toBe(false);
  });
});
