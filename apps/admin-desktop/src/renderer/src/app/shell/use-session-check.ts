import { isStaff } from '@trailside/domain/users/access-level';
import { useMe } from '@trailside/ui/auth/api/get-me';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { useEffect } from 'react';

/**
 * Keeps the console's session to the server's word (useMe, asked at start and whenever the console comes back to
 * the front): someone who is no longer staff is signed out; a changed name shows at once.
 */
export function useSessionCheck() {
  const { session, signIn, signOut } = useAuth();
  const { data } = useMe();

  useEffect(() => {
    if (!data || !session) return;
    if (!isStaff(data.authUser.accessLevel)) return signOut();
    const fresh = { ...session, authUser: data.authUser, user: data.user };
    if (JSON.stringify(fresh) !== JSON.stringify(session)) signIn(fresh);
  }, [data, session, signIn, signOut]);
}
