import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { AccessLevel } from '@trailside/domain/users/access-level';
import type { ParentConsent } from '@trailside/domain/users/user.types';
import type { UserType } from '@trailside/domain/users/user-type';

/** A person who can sign in: the user form of spec section 3 plus what sign-in itself needs. */
@Entity({ tableName: 'users' })
export class UserAccount {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  /** When the owner followed the link mailed to `email`; null until then, and again when the address changes. */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: (Date & Opt) | null = null;

  @Property({ type: 'string', length: 100 })
  fname: string;

  @Property({ type: 'string', length: 100 })
  lname: string;

  @Property({ type: 'string', length: 16 })
  type: UserType;

  @Property({ type: 'integer' })
  accessLevel: AccessLevel & Opt = AccessLevel.GENERAL;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  childFirstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  childLastName: string | null = null;

  /** Where the profile picture lives under the uploads folder; only the server ever sets it. */
  @Property({ type: 'string', length: 200, nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'string', length: 200, hidden: true })
  passwordHash: string;

  /** Bumped when the password changes, so every token issued before stops working. */
  @Property({ type: 'integer', hidden: true })
  sessionVersion: number & Opt = 1;

  /** The authenticator secret (base32) once two-step sign-in is on; null while it is off. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  totpSecret: string | null = null;

  /** A secret being set up: it replaces totpSecret only once a code from it is confirmed. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  totpPendingSecret: string | null = null;

  /** The time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  @Property({ type: 'integer', nullable: true, hidden: true })
  totpLastStep: number | null = null;

  /** When the owner was last mailed that the code step paused for wrong codes: at most one such mail a pause. */
  @Property({ type: 'datetime', nullable: true, hidden: true })
  secondStepPauseMailedAt: (Date & Opt) | null = null;

  /** A child's account: the parent account it is linked to. */
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  parentId: string | null = null;

  /** A child who signed up alone: 'pending' until the parent agrees from the mailed link, then 'given'. */
  @Property({ type: 'string', length: 16, nullable: true })
  parentConsent: ParentConsent | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastSignInAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: NewUserAccount) {
    Object.assign(this, fields);
  }
}

export type NewUserAccount = Pick<UserAccount, 'email' | 'fname' | 'lname' | 'type' | 'passwordHash'> &
  Partial<Pick<UserAccount, 'accessLevel' | 'phone' | 'childFirstName' | 'childLastName' | 'parentId' | 'parentConsent'>>;
