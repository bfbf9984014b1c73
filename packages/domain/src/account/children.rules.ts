import { isStaff } from '../users/access-level';
import type { Actor } from '../users/user.rules';
import type { User } from '../users/user.types';
import { UserType } from '../users/user-type';

/**
 * Whether what this person writes waits for a parent's consent before it reaches the moderation queue: a child
 * who signed up alone, until the parent agrees from the mailed link. Read from the account the server keeps,
 * never from a request.
 */
export function writingHeldForConsent(author: Pick<User, 'type' | 'parentConsent'>): boolean {
  return author.type === UserType.CHILD && author.parentConsent === 'pending';
}

/** Only a parent's account may have children linked to it. */
export function canHaveChildren(account: Pick<User, 'type'>): boolean {
  return account.type === UserType.PARENT;
}

/**
 * Whether `actor` may change `target`'s type to `type`: staff may; a family may change a parent's or teacher's
 * type between those two, but nobody but staff makes an account a child's or stops it being one (a child could
 * otherwise step round the parent's consent, or show its full name).
 */
export function canChangeUserType(actor: Actor, target: Pick<User, 'type'>, type: User['type']): boolean {
  if (type === target.type || isStaff(actor.accessLevel)) return true;
  return target.type !== UserType.CHILD && type !== UserType.CHILD;
}
