import { errorMessageOf } from '@trailside/domain/api/errors';
import { CONTACT_SUCCESS } from '@trailside/domain/contact/contact.messages';
import { contactMessageSchema } from '@trailside/domain/contact/contact.schema';
import { MessageStatus } from '@trailside/domain/messages/message';
import { Button } from '@trailside/ui/button/button';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Spinner } from '@trailside/ui/spinner/spinner';
import type { FormEvent } from 'react';
import { textFieldsOf } from '../../../lib/form-data';
import { useSendMessage } from '../api/send-message';
import { EnquiryFields } from './enquiry-fields';

/** The contact page's enquiry form. Success is announced only once the API has stored the enquiry. */
export function ContactForm() {
  const { formRef, check, errorFor } = useFormValidation();
  const sending = useSendMessage();
  const { showMessage } = useMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const form = event.currentTarget;
    const message = check(contactMessageSchema, textFieldsOf(new FormData(form)));
    if (!message) return;
    sending.mutate(message, {
      onSuccess: () => {
        showMessage(MessageStatus.SUCCESS, CONTACT_SUCCESS.sent);
        form.reset();
      },
      // The banner clears itself after 3 seconds (spec section 8).
      onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    });
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
      <div className="form-actions form-grid__wide">
        <Button type="submit" disabled={sending.isPending}>
          Send Message
        </Button>
        {sending.isPending && <Spinner label="Sending your message" />}
      </div>
    </form>
  );
}
