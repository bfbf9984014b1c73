import { useQuery } from '@tanstack/react-query';
import { getMe } from '@trailside/domain/auth/auth.client';
import { isStaff } from '@trailside/domain/users/access-level';
import { useApi } from '@trailside/ui/api/api-provider';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { useEffect } from 'react';

/**
 * Asks the server who is signed in, at start and whenever the console comes back to the front. A saved
 * token that expired or was revoked gets a 401, which ends the session (packages/ui's ApiProvider);
 * someone who is no longer staff is signed out; a changed name shows at once.
 */
export function useSessionCheck() {
  const api = useApi();
  const { session, signIn, signOut } = useAuth();
  const { data } = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: () => getMe(api),
    // An ended session is explained by the sign-in panel; a failed check needs no banner of its own.
    meta: { errorBanner: false },
  });

  useEffect(() => {
    if (!data || !session) return;
    if (!isStaff(data.authUser.accessLevel)) return signOut();
    const fresh = { ...session, authUser: data.authUser, user: data.user };
    if (JSON.stringify(fresh) !== JSON.stringify(session)) signIn(fresh);
  }, [data, session, signIn, signOut]);
}
