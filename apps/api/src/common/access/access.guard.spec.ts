import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { problem } from '../errors/problem';
import { AccessGuard } from './access.guard';

describe('AccessGuard.handleRequest', () => {
  const signedInRoute = { getHandler: () => () => {}, getClass: () => class {} } as unknown as ExecutionContext;
  const guard = new AccessGuard({ getAllAndOverride: () => 'signedIn' } as unknown as Reflector);
  /** What passport-jwt hands over as `info` (errors from jsonwebtoken, known by name). */
  const jwtError = (name: string) => Object.assign(new Error(name), { name });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as Error & { getStatus?: () => number; getResponse?: () => { code?: string } };
    }
    throw new Error('expected a refusal');
  };

  it('should call a malformed token invalid and an old one expired', () => {
    expect(refusal(() => guard.handleRequest(null, false, jwtError('JsonWebTokenError'), signedInRoute)).getResponse?.()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(refusal(() => guard.handleRequest(null, false, jwtError('TokenExpiredError'), signedInRoute)).getResponse?.()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it("should pass on the strategy's own refusal", () => {
    const own = problem(401, 'INVALID_TOKEN', 'ended');
    expect(refusal(() => guard.handleRequest(own, false, undefined, signedInRoute))).toBe(own);
  });

  it('should not pass off a failure to read the account as a bad token', () => {
    const databaseDown = new Error('SQLITE_IOERR: disk I/O error');
    expect(refusal(() => guard.handleRequest(databaseDown, false, undefined, signedInRoute))).toBe(databaseDown);
  });
});
