import { isStaff } from '../users/access-level';
import type { Actor } from '../users/user.rules';
import { TESTIMONIAL_SUCCESS } from './testimonial.messages';
import type { ModerationAction } from '../moderation/moderation.rules';
import type { UpdateTestimonial, UpdateTestimonialInput } from './testimonial.schema';
import type { Testimonial } from './testimonial.types';

/** Testimonials are moderated by the actions all moderated items share (approve, reject, delete, restore). */
export { moderated } from '../moderation/moderation.rules';

type TestimonialFields = Partial<Pick<Testimonial, 'text' | 'approved' | 'rejected'>>;

/**
 * What a requested change does, once the access table has let `actor` make it (testimonial.update, and
 * testimonial.moderate for the flags). Staff approve, reject, delete and may correct the text. Authors change only
 * the text, and a changed text goes back to awaiting approval, so nothing unreviewed is ever shown to visitors.
 */
export function testimonialChange(actor: Actor, testimonial: Pick<Testimonial, 'text'>, change: Omit<UpdateTestimonial, 'id'>): TestimonialFields {
  const { text, approved, rejected } = change;
  if (isStaff(actor.accessLevel)) {
    const changes: TestimonialFields = {};
    if (text !== undefined) changes.text = text;
    if (approved !== undefined) changes.approved = approved;
    if (rejected !== undefined) changes.rejected = rejected;
    // A deleted testimonial is never approved at the same time (spec section 4).
    if (changes.rejected === true) changes.approved = false;
    if (changes.approved === true) changes.rejected = false;
    return changes;
  }
  if (text === undefined || text === testimonial.text) return {};
  return { text, approved: false };
}

/** Spec section 8: "updated or deleted depending on reject". */
export function testimonialUpdateMessage(change: Pick<UpdateTestimonial, 'rejected'>): string {
  return change.rejected ? TESTIMONIAL_SUCCESS.deleted : TESTIMONIAL_SUCCESS.updated;
}

/**
 * The change one admin action sends for one testimonial (spec section 4): approve sets approved,
 * reject turns approval off, delete is the soft delete (rejected), restore brings a deleted one back to
 * awaiting approval, as the bulk actions do (moderation.rules). Its banner text is testimonialUpdateMessage.
 */
export function moderationChangeOf(id: string, action: ModerationAction): UpdateTestimonialInput {
  switch (action) {
    case 'approve':
      return { id, approved: true };
    case 'reject':
      return { id, approved: false };
    case 'delete':
      return { id, rejected: true };
    case 'restore':
      return { id, approved: false, rejected: false };
  }
}
