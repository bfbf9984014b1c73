import { nameKey } from '../text/person-name';
import { AccessLevel, isGod, isStaff } from './access-level';
import type { AuthUser, User } from './user.types';
import { UserType } from './user-type';

/** Who is acting: a signed-in user's id and level, or nobody. */
export interface Actor {
  id: string;
  accessLevel: AccessLevel;
}

/**
 * Whether deleting this account needs the actor's password first: always, except for staff deleting someone
 * else's (a stolen session cannot take a family's account away, nor a child's).
 */
export function deleteNeedsPassword(actor: Actor, target: Pick<User, 'id'>): boolean {
  return actor.id === target.id || !isStaff(actor.accessLevel);
}

/**
 * Would this change leave the school without a GOD? `godCount` counts GODs before the change;
 * `target` is the user being deleted or re-levelled, `newLevel` undefined for a delete.
 */
export function removesLastGod(
  target: Pick<User, 'accessLevel'>,
  newLevel: AccessLevel | undefined,
  godCount: number,
): boolean {
  return isGod(target.accessLevel) && !isGod(newLevel) && godCount <= 1;
}

export function displayNameOf(user: Pick<User, 'fname' | 'lname'>): string {
  return [user.fname, user.lname].filter(Boolean).join(' ');
}

/**
 * The name others see beside someone's writing: a child's first name only, everyone else's full name. What a
 * comment or testimonial is signed with, and what any public place shows.
 */
export function publicNameOf(user: Pick<User, 'fname' | 'lname' | 'type'>): string {
  return user.type === UserType.CHILD ? user.fname : displayNameOf(user);
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    uid: user.id,
    displayName: displayNameOf(user),
    email: user.email,
    imageUrl: user.imageUrl,
    accessLevel: user.accessLevel,
  };
}

type Named = Pick<User, 'id' | 'fname' | 'lname' | 'accessLevel'>;

/**
 * Whether a family's account (`person`) would show the same name as a member of staff, so that a comment or a
 * testimonial could pass for the office's. Staff accounts may share names; families may not take theirs.
 */
export function takesStaffName(person: Named, accounts: readonly Named[]): boolean {
  if (isStaff(person.accessLevel)) return false;
  const key = nameKey(displayNameOf(person));
  return accounts.some((other) => other.id !== person.id && isStaff(other.accessLevel) && nameKey(displayNameOf(other)) === key);
}
