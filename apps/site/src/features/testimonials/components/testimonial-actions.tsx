import { errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { TESTIMONIAL_CONFIRM, TESTIMONIAL_PLACEHOLDER, TESTIMONIAL_SUCCESS } from '@trailside/domain/testimonials/testimonial.messages';
import { canEditTestimonial, testimonialUpdateMessage } from '@trailside/domain/testimonials/testimonial.rules';
import { updateTestimonialSchema, type UpdateTestimonialInput } from '@trailside/domain/testimonials/testimonial.schema';
import type { Testimonial } from '@trailside/domain/testimonials/testimonial.types';
import { isAdmin } from '@trailside/domain/users/access-level';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useDeleteTestimonial, useUpdateTestimonial } from '../api/change-testimonial';

type Question = { change: UpdateTestimonialInput; message: string; heading?: string; confirmLabel?: string } | null;

/**
 * What the author or an admin may do with a testimonial, by the shared rule: the author edits the
 * text or deletes it; admins approve, reject and delete, each after a confirmation (spec section 5).
 */
export function TestimonialActions({ testimonial, onEdit }: { testimonial: Testimonial; onEdit: () => void }) {
  const { session } = useAuth();
  const actor = session ? { id: session.authUser.id, accessLevel: session.authUser.accessLevel } : null;
  const admin = isAdmin(actor?.accessLevel);
  const [question, setQuestion] = useState<Question>(null);
  const update = useUpdateTestimonial();
  const removal = useDeleteTestimonial();
  const { showMessage } = useMessage();
  if (!canEditTestimonial(actor, testimonial)) return null;

  const fail = (error: unknown) => showMessage(MessageStatus.ERROR, errorMessageOf(error));
  const confirm = () => {
    if (!question) return;
    const { change } = question;
    setQuestion(null);
    if (admin) {
      update.mutate(change, { onSuccess: () => showMessage(MessageStatus.SUCCESS, testimonialUpdateMessage(change)), onError: fail });
    } else {
      // Authors delete through DELETE: the flags themselves are for admins.
      removal.mutate(change.id, { onSuccess: () => showMessage(MessageStatus.SUCCESS, TESTIMONIAL_SUCCESS.deleted), onError: fail });
    }
  };
  const busy = update.isPending || removal.isPending;

  return (
    <>
      <Button variant="secondary" onClick={onEdit} disabled={busy}>
        Edit
      </Button>
      {admin && !testimonial.approved && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => setQuestion({ change: { id: testimonial.id, approved: true }, message: TESTIMONIAL_CONFIRM.approve })}
        >
          Approve
        </Button>
      )}
      {admin && testimonial.approved && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => setQuestion({ change: { id: testimonial.id, approved: false }, message: TESTIMONIAL_CONFIRM.reject })}
        >
          Reject
        </Button>
      )}
      {!testimonial.rejected && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            setQuestion({
              change: { id: testimonial.id, rejected: true },
              message: TESTIMONIAL_CONFIRM.delete,
              heading: TESTIMONIAL_CONFIRM.deleteHeading,
              confirmLabel: TESTIMONIAL_CONFIRM.deleteButton,
            })
          }
        >
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={question !== null}
        message={question?.message ?? ''}
        heading={question?.heading}
        confirmLabel={question?.confirmLabel}
        onConfirm={confirm}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}

/** The author's (or an admin's) text edit in place; saving sends the changed text with the id. */
export function TestimonialEditForm({ testimonial, onDone }: { testimonial: Testimonial; onDone: () => void }) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateTestimonial();
  const { showMessage } = useMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const text = String(new FormData(event.currentTarget).get('text') ?? '');
    const change = check(updateTestimonialSchema, { id: testimonial.id, text });
    if (!change) return;
    update.mutate(change, {
      onSuccess: () => {
        showMessage(MessageStatus.SUCCESS, testimonialUpdateMessage(change));
        onDone();
      },
      onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Edit the testimonial from ${testimonial.fname}`}>
      <TextAreaField
        label="Testimonial"
        name="text"
        rows={10}
        required
        placeholder={TESTIMONIAL_PLACEHOLDER}
        defaultValue={testimonial.text}
        error={errorFor('text')}
      />
      <div className="form-actions">
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
