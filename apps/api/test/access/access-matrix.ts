import type { Response } from 'supertest';
import type request from 'supertest';
import { decide, type Permission, PERMISSIONS, type RecordKind, THE_SCHOOL } from '@trailside/domain/access/access.rules';
import { AccessLevel } from '@trailside/domain/users/access-level';
import { UserType } from '@trailside/domain/users/user-type';
import { REFUSAL_STATUS } from '../../src/common/access/require-access';
import { ADMIN, bearer, logIn, signUp, type TestApp } from '../support/test-app';

/**
 * The five callers every route is tried as. "owner" is a signed-in family who owns the thing the row
 * works on (their testimonial, their comment, their own account); "general" is another family.
 */
export const ROLES = ['anonymous', 'general', 'owner', 'admin', 'god'] as const;
export type Role = (typeof ROLES)[number];

export interface AccessContext {
  test: TestApp;
  http: () => ReturnType<typeof request>;
  /** The Authorization header for a role ({} for anonymous). */
  auth: (role: Role) => Record<string, string>;
  /** User ids of the signed-in roles. */
  userId: Record<Exclude<Role, 'anonymous'>, string>;
}

export interface AccessRow {
  /** Exactly as the route walk prints it, e.g. "GET /api/blogs" or "PUT /api/users". */
  route: string;
  /**
   * Makes the request as `role`. Prepare fresh data inside (as the owner where ownership matters), so a
   * delete by one role never takes away what the next role needs.
   */
  call: (context: AccessContext, role: Role) => Promise<Response>;
  /**
   * The status each role must get; `from-table` on a route that names a permission of the access table: what the
   * table says of each role acting on the owner's record, with the API's status for each refusal (tableExpectation).
   */
  expect: Record<Role, number> | 'from-table';
}

type SignedIn = Exclude<Role, 'anonymous'>;
/** The roles as the access table sees them: their levels, and ids that say who owns what. */
const ACTORS: Record<SignedIn, { id: string; accessLevel: AccessLevel }> = {
  general: { id: 'general', accessLevel: AccessLevel.GENERAL },
  owner: { id: 'owner', accessLevel: AccessLevel.GENERAL },
  admin: { id: 'admin', accessLevel: AccessLevel.ADMIN },
  god: { id: 'god', accessLevel: AccessLevel.GOD },
};
/** The record each row works on: the owner's writing, the owner's own account, or the family the owner is a guardian of. */
const OWNERS: Record<RecordKind, object> = {
  comment: { userId: 'owner', rejected: false },
  testimonial: { userId: 'owner' },
  user: { id: 'owner', accessLevel: AccessLevel.GENERAL },
  level: { accessLevel: AccessLevel.GENERAL },
  typeChange: { type: UserType.PARENT, newType: UserType.PARENT },
  school: THE_SCHOOL,
  family: { guardianUserIds: ['owner'] },
};

/** What each role gets from a route that names `permission`: the guard's 401 to visitors, then the table's word. */
export function tableExpectation(permission: Permission): Record<Role, number> {
  const record = OWNERS[PERMISSIONS[permission].kind] as never;
  const statusOf = (role: SignedIn) => {
    const decision = decide(ACTORS[role], permission, record);
    return decision === 'allowed' ? 200 : REFUSAL_STATUS[decision];
  };
  return { anonymous: 401, general: statusOf('general'), owner: statusOf('owner'), admin: statusOf('admin'), god: statusOf('god') };
}

/** Everyone gets the same status: a public route, for instance. */
export const allRoles = (status: number): Record<Role, number> => ({ anonymous: status, general: status, owner: status, admin: status, god: status });

/** Signs in one family as "general", one as "owner", one ADMIN (made by the GOD) and the first GOD. */
export async function accessContext(test: TestApp): Promise<AccessContext> {
  const godToken = await logIn(test, ADMIN.email, ADMIN.password);
  const general = await signUp(test, { fname: 'Gwen' });
  const owner = await signUp(test, { fname: 'Olive' });
  const adminEmail = `office.${Date.now()}@trailside.example`;
  const created = await test
    .http()
    .post('/api/users')
    .set(bearer(godToken))
    .send({ email: adminEmail, password: 'admin-garden-gate', fname: 'Ada', lname: 'Office', type: 'teacher', accessLevel: 2 })
    .expect(201);
  const adminToken = await logIn(test, adminEmail, 'admin-garden-gate');
  const god = await test.http().get('/api/auth/me').set(bearer(godToken)).expect(200);
  const tokens: Record<Exclude<Role, 'anonymous'>, string> = {
    general: general.token,
    owner: owner.token,
    admin: adminToken,
    god: godToken,
  };
  return {
    test,
    http: test.http,
    auth: (role) => (role === 'anonymous' ? {} : bearer(tokens[role])),
    userId: { general: general.user.id, owner: owner.user.id, admin: created.body.user.id, god: god.body.user.id },
  };
}
