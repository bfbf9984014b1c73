import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { problem } from '../errors/problem';
import { AccessGuard } from './access.guard';

describe('AccessGuard.handleRequest', () => {
  const signedInRoute = { getHandler: () => () => {}, getClass: () => class {} } as unknown as ExecutionContext;
  const guard = new AccessGuard({ getAllAndOverride: () => 'signedIn' } as unknown as Reflector);
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as Error & { getStatus?: () => number; getResponse?: () => { code?: string } };
    }
    throw new Error('expected a refusal');
  };

  it('should ask a caller with no token to sign in', () => {
    expect(refusal(() => guard.handleRequest(null, false, undefined, signedInRoute)).getResponse?.()).toMatchObject({ code: 'UNAUTHORIZED' });
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
