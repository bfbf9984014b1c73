import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { TESTIMONIAL_CONFIRM, TESTIMONIAL_PLACEHOLDER } from '@trailside/domain/testimonials/testimonial.messages';
import { can } from '@trailside/domain/access/access.rules';
import { moderationChangeOf } from '@trailside/domain/testimonials/testimonial.rules';
import { testimonialFormSchema, updateTestimonialSchema } from '@trailside/domain/testimonials/testimonial.schema';
import { type ModerationAction, moderationStateOf } from '@trailside/domain/moderation/moderation.rules';
import { actionsFor } from '@trailside/domain/moderation/visibility.rules';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import { useActor } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useConfirmedAction, type ConfirmTexts } from '@trailside/ui/modal/use-confirmed-action';
import { useDeleteTestimonial } from '@trailside/ui/testimonials/api/delete-testimonial';
import { useUpdateTestimonial } from '@trailside/ui/testimonials/api/update-testimonial';
import type { FormEvent } from 'react';

/** The actions a testimonial card offers (restoring a deleted one is the staff console's). */
type CardAction = Exclude<ModerationAction, 'restore'>;

/** Spec section 5: the question before each action; a delete has its own heading and button. */
const QUESTIONS: Record<CardAction, ConfirmTexts> = {
  approve: { message: TESTIMONIAL_CONFIRM.approve },
  reject: { message: TESTIMONIAL_CONFIRM.reject },
  delete: { message: TESTIMONIAL_CONFIRM.delete, heading: TESTIMONIAL_CONFIRM.deleteHeading, confirmLabel: TESTIMONIAL_CONFIRM.deleteButton },
};

const BUTTON_LABELS: Record<CardAction, string> = { approve: 'Approve', reject: 'Reject', delete: 'Delete' };

/**
 * What the author or an admin may do with a testimonial, by the access table: the author edits the text or deletes
 * it; staff are offered what its state offers (actionsFor) but restoring, each after a confirmation (spec section 5).
 */
export function TestimonialActions({ testimonial, onEdit }: { testimonial: Testimonial; onEdit: () => void }) {
  const actor = useActor();
  const admin = can(actor, 'testimonial.moderate', testimonial);
  const update = useUpdateTestimonial();
  const removal = useDeleteTestimonial();
  // Authors delete through DELETE: the flags themselves are for admins.
  const confirmed = useConfirmedAction(
    (action: CardAction) => (admin ? update.mutate(moderationChangeOf(testimonial.id, action)) : removal.mutate(testimonial.id)),
    (action) => QUESTIONS[action],
  );
  if (!can(actor, 'testimonial.update', testimonial)) return null;
  const busy = update.isPending || removal.isPending;
  // An author deletes their own while it is not deleted; staff get what the state offers.
  const offered: CardAction[] = admin
    ? actionsFor(moderationStateOf(testimonial)).filter((action): action is CardAction => action !== 'restore')
    : testimonial.rejected ? [] : ['delete'];

  return (
    <>
      <Button variant="secondary" onClick={onEdit} disabled={busy}>
        Edit
      </Button>
      {offered.map((action) => (
        <Button key={action} variant="secondary" disabled={busy} onClick={() => confirmed.ask(action)}>
          {BUTTON_LABELS[action]}
        </Button>
      ))}
      {confirmed.dialog}
    </>
  );
}

/** The author's (or an admin's) text edit in place; saving sends the changed text with the id. */
export function TestimonialEditForm({ testimonial, onDone }: { testimonial: Testimonial; onDone: () => void }) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateTestimonial();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    const change = check(updateTestimonialSchema, { id: testimonial.id, text });
    if (change) update.mutate(change, { onSuccess: onDone });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Edit the testimonial from ${testimonial.fname}`}>
      <TextAreaField
        label="Testimonial"
        name="text"
        limit={textLimitOf(testimonialFormSchema.shape.text)}
        rows={10}
        required
        placeholder={TESTIMONIAL_PLACEHOLDER}
        defaultValue={testimonial.text}
        error={errorFor('text')}
      />
      <FormActions busy={update.isPending} onCancel={onDone} />
    </form>
  );
}
