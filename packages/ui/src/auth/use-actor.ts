import { isStaff } from '@trailside/domain/users/access-level';
import type { Actor } from '@trailside/domain/users/user.rules';
import { useMemo } from 'react';
import { useAuth } from './auth-provider';

/** Who is acting, for the domain's rules (the access table's can, ...): the signed-in user, or null. */
export function useActor(): Actor | null {
  const { session } = useAuth();
  return useMemo(() => (session ? { id: session.authUser.id, accessLevel: session.authUser.accessLevel } : null), [session]);
}

/** Spec section 6: whether the signed-in user is an admin (access level below 3); false for visitors. */
export function useIsStaff(): boolean {
  return isStaff(useActor()?.accessLevel);
}
