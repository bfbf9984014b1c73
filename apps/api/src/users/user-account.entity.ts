import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { AccessLevel } from '@trailside/domain/users/access-level';
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

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: NewUserAccount) {
    Object.assign(this, fields);
  }
}

export type NewUserAccount = Pick<UserAccount, 'email' | 'fname' | 'lname' | 'type' | 'passwordHash'> &
  Partial<Pick<UserAccount, 'accessLevel' | 'phone' | 'childFirstName' | 'childLastName'>>;
