import type { AccessLevel } from './access-level';
import type { UserType } from './user-type';

/** A user as the API returns it: never the password hash, never internal counters. */
export interface User {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string | null;
  imageUrl: string | null;
  accessLevel: AccessLevel;
  type: UserType;
  childFirstName: string | null;
  childLastName: string | null;
  /** Whether the account signs in with a code from an authenticator app after the password. */
  twoStepEnabled: boolean;
  /** A child's account: the parent it is linked to (who sees, changes and deletes it), or null. */
  parentId: string | null;
  /**
   * A child's account that signed up itself: 'pending' until the parent agrees from the mailed link (until then
   * nothing it writes reaches the moderation queue), then 'given'. Null for every other account.
   */
  parentConsent: ParentConsent | null;
  /** The last sign-in, or null for an account that has never signed in since this was kept. */
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ParentConsent = 'pending' | 'given';

/** The signed-in user the front ends keep locally (spec section 3, "Auth user"). */
export interface AuthUser {
  id: string;
  uid: string;
  displayName: string;
  email: string;
  imageUrl: string | null;
  accessLevel: AccessLevel;
}
