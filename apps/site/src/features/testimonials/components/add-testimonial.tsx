import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { TESTIMONIAL_PLACEHOLDER } from '@trailside/domain/testimonials/testimonial.messages';
import { testimonialFormSchema } from '@trailside/domain/testimonials/testimonial.schema';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { Modal } from '@trailside/ui/modal/modal';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useCreateTestimonial } from '@trailside/ui/testimonials/api/create-testimonial';

/** The plus button signed-in people see (spec section 2) and its form in a modal; nothing for visitors. */
export function AddTestimonial() {
  const { session } = useAuth();
  const [open, setOpen] = useState(false);
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateTestimonial();
  if (!session) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const payload = check(testimonialFormSchema, { text: String(new FormData(event.currentTarget).get('text') ?? '') });
    if (!payload) return;
    creation.mutate(payload, { onSuccess: () => setOpen(false) });
  };

  return (
    <>
      <Button className="add-testimonial" onClick={() => setOpen(true)} aria-label="Add a testimonial">
        <span aria-hidden="true">+</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Add a testimonial">
        <form ref={formRef} onSubmit={submit} noValidate>
          <p>Tell other families what Trailside has meant to yours. An administrator reads each one before it appears.</p>
          <TextAreaField label="Testimonial" name="text" rows={10} required limit={textLimitOf(testimonialFormSchema.shape.text)} placeholder={TESTIMONIAL_PLACEHOLDER} error={errorFor('text')} />
          <FormActions busy={creation.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Modal>
    </>
  );
}
