import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import { decide, type Permission, PERMISSIONS, type RecordFor, type RecordKind, type Refusal } from '@trailside/domain/access/access.rules';
import { COMMENT_ERRORS } from '@trailside/domain/comments/comment.messages';
import { TESTIMONIAL_ERRORS } from '@trailside/domain/testimonials/testimonial.messages';
import { USER_ERRORS } from '@trailside/domain/users/user.messages';
import type { Actor } from '@trailside/domain/users/user.rules';
import { problem } from '../errors/problem';

/** The one answer to each refusal of the access table, per kind of record, in the spec's words. */
const REFUSALS: Record<RecordKind, Record<Refusal | 'missing', () => Error>> = {
  comment: {
    missing: () => problem(404, 'NOT_FOUND', COMMENT_ERRORS.notFound),
    hidden: () => problem(404, 'NOT_FOUND', COMMENT_ERRORS.notFound),
    'not-yours': () => problem(403, 'FORBIDDEN', COMMENT_ERRORS.notYours),
    'staff-only': () => problem(403, 'FORBIDDEN', COMMENT_ERRORS.adminOnly),
  },
  testimonial: {
    missing: () => problem(404, 'NOT_FOUND', TESTIMONIAL_ERRORS.notFound),
    hidden: () => problem(404, 'NOT_FOUND', TESTIMONIAL_ERRORS.notFound),
    'not-yours': () => problem(403, 'FORBIDDEN', TESTIMONIAL_ERRORS.notYours),
    'staff-only': () => problem(403, 'FORBIDDEN', TESTIMONIAL_ERRORS.textOnly),
  },
  user: {
    missing: () => problem(404, 'NOT_FOUND', USER_ERRORS.notFound),
    hidden: () => problem(404, 'NOT_FOUND', USER_ERRORS.notFound),
    'not-yours': () => problem(403, 'FORBIDDEN', USER_ERRORS.notYours),
    'staff-only': () => problem(403, 'FORBIDDEN', USER_ERRORS.levelChange),
  },
};

/**
 * Applies the access table to a record already in hand: returns it when `actor` may do `permission` to it, and
 * otherwise throws the one refusal the table's answer stands for (404 for a record that is not there for them).
 */
export function requireAccess<P extends Permission, R extends RecordFor<P>>(actor: Actor, permission: P, record: R | null): R {
  const refusals = REFUSALS[PERMISSIONS[permission].kind];
  if (!record) throw refusals.missing();
  const decision = decide(actor, permission, record);
  if (decision !== 'allowed') throw refusals[decision]();
  return record;
}

/**
 * Loads the record a write names by its id, once, and applies the access table to it: the service then works on
 * the record it gets back, so the check costs no query of its own.
 */
export async function loadWithAccess<P extends Permission, R extends RecordFor<P> & object>(
  em: EntityManager,
  actor: Actor,
  permission: P,
  entity: EntityName<R>,
  id: string,
): Promise<R> {
  return requireAccess(actor, permission, await em.findOne(entity, { id } as FilterQuery<R>));
}
