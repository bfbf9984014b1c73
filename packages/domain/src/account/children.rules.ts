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
