import type { AccessLevel } from './access-level';
import type { UserType } from './user-type';

/** A user as the API returns it: never the password hash, never internal counters. */
export interface User {
  id: string;
  fname: string;
  lname: string;
  email: string;
  /** Whether the owner followed the link mailed to `email` (a changed address is verified again). */
  emailVerified: boolean;
  phone: string | null;
  imageUrl: string | null;
  accessLevel: AccessLevel;
  type: UserType;
  childFirstName: string | null;
  childLastName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The signed-in user the front ends keep locally (spec section 3, "Auth user"). */
export interface AuthUser {
  id: string;
  uid: string;
  displayName: string;
  email: string;
  imageUrl: string | null;
  accessLevel: AccessLevel;
}
