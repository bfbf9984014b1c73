import type { ObjectQuery } from '@mikro-orm/core';
import { type ModeratedRowMatch, visibleRowsQuery } from '@trailside/domain/moderation/visibility.rules';
import type { Actor } from '@trailside/domain/users/user.rules';

interface ModeratedRow {
  approved: boolean;
  rejected: boolean;
  userId: string;
  heldForConsent: boolean;
}

/**
 * The rows of a moderated table (comments, testimonials) that `viewer` may see, as a query of that table: the
 * domain's visibleRowsQuery, which test/visibility.e2e-spec.ts holds against canSee for every role and state.
 * Others' pending rows never leave the database, so a busy day's queue of unapproved writing does not slow every
 * family's page; nor does a child's writing held for a parent's consent, which is its author's alone (staff see it
 * once the parent agrees).
 */
export function visibleRowsFor<T extends ModeratedRow>(viewer: Actor | null, showDeleted = false): ObjectQuery<T> {
  return visibleRowsQuery(viewer, showDeleted) as ObjectQuery<T>;
}

/** A domain condition on a moderated row (e.g. from viewBeyondPublic) as a query of the table. */
export function rowsMatching<T extends ModeratedRow>(match: ModeratedRowMatch): ObjectQuery<T> {
  return match as ObjectQuery<T>;
}
