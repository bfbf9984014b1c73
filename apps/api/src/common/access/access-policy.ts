/**
 * Who may call a route (every route names one in its @Endpoint). `owner-or-admin` lets any signed-in user through
 * the guard; the service then checks that the record is theirs or that they are an admin, since only it has the
 * record at hand.
 */
export type AccessPolicy = 'public' | 'signed-in' | 'owner-or-admin' | 'admin' | 'god';

export const ACCESS_POLICY = 'trailside:access-policy';
