import { isStaff } from '../users/access-level';
import { type Actor, isOwnerOrAdmin } from '../users/user.rules';
import { TESTIMONIAL_SUCCESS } from './testimonial.messages';
import type { ModerationAction } from '../moderation/moderation.rules';
import type { UpdateTestimonial, UpdateTestimonialInput } from './testimonial.schema';
import type { Testimonial } from './testimonial.types';

/** Testimonials are moderated by the actions all moderated items share (approve, reject, delete, restore). */
export { moderated } from '../moderation/moderation.rules';

/** A testimonial as the visibility rule reads it; `heldForConsent` is only known where the rows are stored. */
type Visible = Pick<Testimonial, 'userId' | 'approved' | 'rejected'> & { heldForConsent?: boolean };

/**
 * Spec sections 4 and 6. Visitors see approved testimonials; signed-in people also see their own
 * while they await approval; admins see every one, and soft-deleted (rejected) ones only when they
 * ask to see deletes. A deleted testimonial is gone for everyone else, its author included. A child's testimonial
 * held for a parent's consent (issue 27) is its author's alone until the parent agrees.
 */
export function canSeeTestimonial(testimonial: Visible, viewer: Actor | null, showDeleted = false): boolean {
  if (testimonial.heldForConsent && viewer?.id !== testimonial.userId) return false;
  if (viewer && isStaff(viewer.accessLevel)) return showDeleted || !testimonial.rejected;
  if (testimonial.rejected) return false;
  return testimonial.approved || testimonial.userId === viewer?.id;
}

/** Only an admin or the author may edit a testimonial (spec section 5). */
export function canEditTestimonial(actor: Actor | null, testimonial: Pick<Testimonial, 'userId'>): boolean {
  return isOwnerOrAdmin(actor, testimonial.userId);
}

export type TestimonialChangeResult =
  | { ok: true; changes: Partial<Pick<Testimonial, 'text' | 'approved' | 'rejected'>> }
  | { ok: false; reason: 'forbidden' | 'text-only' };

/**
 * What a requested change does. Admins approve, reject, delete and may correct the text. Authors may
 * change only the text, and a changed text goes back to awaiting approval, so nothing unreviewed is
 * ever shown to visitors.
 */
export function testimonialChange(
  actor: Actor | null,
  testimonial: Pick<Testimonial, 'userId' | 'text' | 'approved' | 'rejected'>,
  change: Omit<UpdateTestimonial, 'id'>,
): TestimonialChangeResult {
  if (!canEditTestimonial(actor, testimonial)) return { ok: false, reason: 'forbidden' };
  const { text, approved, rejected } = change;
  if (isStaff(actor!.accessLevel)) {
    const changes: Partial<Pick<Testimonial, 'text' | 'approved' | 'rejected'>> = {};
    if (text !== undefined) changes.text = text;
    if (approved !== undefined) changes.approved = approved;
    if (rejected !== undefined) changes.rejected = rejected;
    // A deleted testimonial is never approved at the same time (spec section 4).
    if (changes.rejected === true) changes.approved = false;
    if (changes.approved === true) changes.rejected = false;
    return { ok: true, changes };
  }
  if (approved !== undefined || rejected !== undefined) return { ok: false, reason: 'text-only' };
  if (text === undefined || text === testimonial.text) return { ok: true, changes: {} };
  return { ok: true, changes: { text, approved: false } };
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
