import type { Permission } from '@trailside/domain/access/access.rules';

/**
 * Who may call a route (every route names one in its @Endpoint). A route about one record names the access table's
 * permission for it (`{ permission: 'comment.delete' }`): the guard lets any signed-in person through, and the
 * service loads the record and applies that permission (loadWithAccess), since only it has the record at hand; so
 * each request is checked once. The name on the route documents it, and the access matrix
 * (apps/api/test/access) holds the route to what the table says of that permission.
 */
export type AccessPolicy = 'public' | 'signed-in' | 'admin' | { permission: Permission };

export const ACCESS_POLICY = 'trailside:access-policy';
