import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

/**
 * Who may call a route. `owner-or-admin` lets any signed-in user through the guard; the service then
 * checks that the record is theirs or that they are an admin, since only it has the record at hand.
 */
export type AccessPolicy = 'public' | 'signed-in' | 'owner-or-admin' | 'admin' | 'god';

export const ACCESS_POLICY = 'trailside:access-policy';

const WHO: Record<AccessPolicy, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in user.',
  'owner-or-admin': 'The signed-in user the record belongs to, or an admin (access level below 3).',
  admin: 'Admins only (access level below 3).',
  god: 'GOD administrators only (access level 1).',
};

/** Every route must carry one of these; the global AccessGuard refuses routes that do not. */
export function Access(policy: AccessPolicy) {
  const decorators = [SetMetadata(ACCESS_POLICY, policy), ApiExtension('x-access', WHO[policy])];
  if (policy !== 'public') {
    decorators.push(ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'Not signed in, or the token is not valid.' }));
  }
  if (policy !== 'public' && policy !== 'signed-in') {
    decorators.push(ApiForbiddenResponse({ description: WHO[policy] }));
  }
  return applyDecorators(...decorators);
}
