import type { ObjectQuery } from '@mikro-orm/core';
import { isAdmin } from '@trailside/domain/users/access-level';
import type { Actor } from '@trailside/domain/users/user.rules';

interface ModeratedRow {
  approved: boolean;
  rejected: boolean;
  userId: string;
  heldForConsent: boolean;
}

/**
 * Narrows a query of moderated rows (comments, testimonials) to the ones `viewer` could see: approved ones, and a
 * family's own awaiting approval; admins get every row. The domain's rule (canSeeComment, canSeeTestimonial) still
 * decides each row; this only keeps everyone else's pending rows in the database, so a busy day's queue of
 * unapproved writing does not slow every family's page. A child's writing held for a parent's consent is its
 * author's alone: staff see it once the parent agrees.
 */
export function visibleRowsFor<T extends ModeratedRow>(viewer: Actor | null): ObjectQuery<T> {
  if (isAdmin(viewer?.accessLevel)) return { heldForConsent: false } as unknown as ObjectQuery<T>;
  const approved = { approved: true, rejected: false };
  return { $or: viewer ? [approved, { userId: viewer.id, rejected: false }] : [approved] } as ObjectQuery<T>;
}
