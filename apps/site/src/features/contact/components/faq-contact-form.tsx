import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import { faqContactSchema } from '@trailside/domain/contact/contact.schema';
import { CaptchaWidget, type CaptchaWidgetHandle } from '@trailside/ui/captcha/captcha-widget';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { type FormEvent, useRef, useState } from 'react';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { useSendFaqContact } from '@trailside/ui/contact/api/send-message';
import { EnquiryFields } from './enquiry-fields';

/** The FAQ page's form: the four fields, the hidden action Contact and a captcha (spec sections 5 and 7). */
export function FaqContactForm() {
  const { formRef, check, errorFor, clearErrors } = useFormValidation();
  const sending = useSendFaqContact();
  const captcha = useRef<CaptchaWidgetHandle>(null);
  const [altcha, setAltcha] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const form = event.currentTarget;
    const fields = check(faqContactSchema, { ...textFieldsOf(new FormData(form)), altcha: altcha ?? '' });
    if (!fields) return;
    sending.mutate(fields, {
      onSuccess: () => form.reset(),
      // A solution is accepted once, so every attempt needs a fresh one.
      onSettled: () => captcha.current?.reset(),
    });
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title" className="form-grid__wide">
        Still have a question?
      </h2>
      <p className="form-grid__wide">Ask us anything: the office reads every message and answers within two school days.</p>
      <input type="hidden" name="action" value="Contact" />
      <EnquiryFields errorFor={errorFor} />
      <div className="form-grid__wide">
        <CaptchaWidget
          ref={captcha}
          challengeUrl={CAPTCHA_CHALLENGE_PATH}
          error={errorFor('altcha')}
          onPayload={(payload) => {
            setAltcha(payload);
            if (payload) clearErrors();
          }}
        />
      </div>
      <FormActions submitLabel="Send Message" busy={sending.isPending} busyLabel="Sending your message" className="form-grid__wide" />
    </form>
  );
}
