import { contactMessageSchema } from '@trailside/domain/contact/contact.schema';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import type { FormEvent } from 'react';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { useSendMessage } from '@trailside/ui/contact/api/send-message';
import { EnquiryFields } from './enquiry-fields';

/** The contact page's enquiry form. Success is announced only once the API has stored the enquiry. */
export function ContactForm() {
  const { formRef, check, errorFor } = useFormValidation();
  const sending = useSendMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const form = event.currentTarget;
    const message = check(contactMessageSchema, textFieldsOf(new FormData(form)));
    if (!message) return;
    // A failure shows in the banner for the spec's 3 seconds; the form is reset only once the enquiry is stored.
    sending.mutate(message, { onSuccess: () => form.reset() });
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="form-grid__wide">
        Send us a message
      </h2>
      <p className="form-grid__wide">
        Questions about a class, a visit or enrollment? Write to us and someone from the office will answer within two
        school days.
      </p>
      <EnquiryFields errorFor={errorFor} />
      <FormActions submitLabel="Send Message" busy={sending.isPending} busyLabel="Sending your message" className="form-grid__wide" />
    </form>
  );
}
