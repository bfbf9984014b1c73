import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_MESSAGES } from '@trailside/domain/api/api.messages';
import { isStaff } from '@trailside/domain/users/access-level';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { problem } from '../errors/problem';
import { ACCESS_POLICY, type AccessPolicy } from './access-policy';

/**
 * Authenticates the bearer token (JwtStrategy, through TokenVerifier) and applies the route's declared policy. A
 * route about one record (a permission of the access table) needs a signed-in person here; its service loads the
 * record and applies the permission to it (requireAccess), so the record is read once.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policyOf(context);
    if (!policy) throw problem(500, 'NO_ACCESS_POLICY', ACCESS_MESSAGES.noPolicy);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: UserAccount }>();
    if (policy === 'public' && !request.headers.authorization) return true;

    await super.canActivate(context);
    const user = request.user;
    if (policy === 'admin' && !isStaff(user?.accessLevel)) throw problem(403, 'FORBIDDEN', ACCESS_MESSAGES.admin);
    return true;
  }

  /** Public routes treat a bad token as no token; every other route refuses it. */
  override handleRequest<T>(error: unknown, user: T | false, _info: unknown, context: ExecutionContext): T {
    if (user) return user;
    if (this.policyOf(context) === 'public') return undefined as T;
    // A refusal from the strategy (an expired or invalid token) stands; any other error is the server's fault (the
    // account could not be read), not the caller's token, so it is not passed off as a bad token that would sign them out.
    if (error) throw error;
    throw problem(401, 'UNAUTHORIZED', ACCESS_MESSAGES.signIn);
  }

  private policyOf(context: ExecutionContext): AccessPolicy | undefined {
    return this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
