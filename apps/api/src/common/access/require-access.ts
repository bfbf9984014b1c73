import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import { decide, type Permission, PERMISSIONS, type RecordFor, type RecordKind, type Refusal } from '@trailside/domain/access/access.rules';
import { ACCOUNT_ERRORS } from '@trailside/domain/account/account.messages';
import { FAMILY_ERRORS } from '@trailside/domain/admissions/families.messages';
import { COMMENT_ERRORS } from '@trailside/domain/comments/comment.messages';
import { TESTIMONIAL_ERRORS } from '@trailside/domain/testimonials/testimonial.messages';
import { USER_ERRORS } from '@trailside/domain/users/user.messages';
import type { Actor } from '@trailside/domain/users/user.rules';
import { problem } from '../errors/problem';

/** The status of each refusal: a record that is not there for someone is answered as if it did not exist. */
export const REFUSAL_STATUS = { missing: 404, hidden: 404, 'not-yours': 403, 'staff-only': 403 } as const satisfies Record<Refusal | 'missing', number>;

/** The words of each refusal, per kind of record, as the spec gives them. */
const REFUSAL_TEXTS: Record<RecordKind, Record<Refusal | 'missing', string>> = {
  comment: { missing: COMMENT_ERRORS.notFound, hidden: COMMENT_ERRORS.notFound, 'not-yours': COMMENT_ERRORS.notYours, 'staff-only': COMMENT_ERRORS.adminOnly },
  testimonial: {
    missing: TESTIMONIAL_ERRORS.notFound,
    hidden: TESTIMONIAL_ERRORS.notFound,
    'not-yours': TESTIMONIAL_ERRORS.notYours,
    'staff-only': TESTIMONIAL_ERRORS.textOnly,
  },
  user: { missing: USER_ERRORS.notFound, hidden: USER_ERRORS.notFound, 'not-yours': USER_ERRORS.notYours, 'staff-only': USER_ERRORS.levelChange },
  // A level, a type and the school's settings are always there: only their refusals of rights are ever said.
  level: { missing: USER_ERRORS.notFound, hidden: USER_ERRORS.notFound, 'not-yours': USER_ERRORS.godOnly, 'staff-only': USER_ERRORS.levelChange },
  typeChange: { missing: USER_ERRORS.notFound, hidden: USER_ERRORS.notFound, 'not-yours': USER_ERRORS.notYours, 'staff-only': ACCOUNT_ERRORS.childType },
  school: { missing: USER_ERRORS.notFound, hidden: USER_ERRORS.notFound, 'not-yours': ACCOUNT_ERRORS.godOnlyPolicy, 'staff-only': ACCOUNT_ERRORS.godOnlyPolicy },
  // Only a guardian of the family finds it at all: every refusal is the one 404.
  family: { missing: FAMILY_ERRORS.myStudentNotFound, hidden: FAMILY_ERRORS.myStudentNotFound, 'not-yours': FAMILY_ERRORS.myStudentNotFound, 'staff-only': FAMILY_ERRORS.myStudentNotFound },
};

/** Where a permission's refusal has words of its own, beside those of its kind of record. */
const PERMISSION_TEXTS: { [P in Permission]?: Partial<Record<Refusal, string>> } = {
  'user.resetTwoStep': { 'staff-only': ACCOUNT_ERRORS.godOnlyReset },
};

function refusal(permission: Permission, why: Refusal | 'missing'): Error {
  const status = REFUSAL_STATUS[why];
  const text = (why !== 'missing' && PERMISSION_TEXTS[permission]?.[why]) || REFUSAL_TEXTS[PERMISSIONS[permission].kind][why];
  return problem(status, status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', text);
}

/**
 * Applies the access table to a record already in hand: returns it when `actor` may do `permission` to it, and
 * otherwise throws the one refusal the table's answer stands for (404 for a record that is not there for them).
 */
export function requireAccess<P extends Permission, R extends RecordFor<P>>(actor: Actor, permission: P, record: R | null): R {
  if (!record) throw refusal(permission, 'missing');
  const decision = decide(actor, permission, record);
  if (decision !== 'allowed') throw refusal(permission, decision);
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
