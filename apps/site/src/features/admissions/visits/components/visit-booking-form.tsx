import { bookVisitSchema } from '@trailside/domain/admissions/visits.schema';
import { visitWhenText } from '@trailside/domain/admissions/visits.rules';
import type { PublicVisitTime } from '@trailside/domain/admissions/visits.types';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import { subscribeNeedsCaptcha } from '@trailside/domain/mail/mail-sending.rules';
import { useBookVisit } from '@trailside/ui/admissions/api/book-visit';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { CaptchaWidget, type CaptchaWidgetHandle } from '@trailside/ui/captcha/captcha-widget';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * The form under one visit time: the guardian's name, e-mail and phone, the child's age or grade and a note, prefilled
 * for a signed-in family. A visitor (or a family booking for another address) solves the captcha. When the time
 * filled up meanwhile, the answer says so and the list shows it full.
 */
export function VisitBookingForm({ visit, onBooked }: { visit: PublicVisitTime; onBooked: (message: string) => void }) {
  const { session } = useAuth();
  const id = useId();
  const { formRef, check, errorFor, clearErrors } = useFormValidation();
  const booking = useBookVisit();
  const captcha = useRef<CaptchaWidgetHandle>(null);
  const [altcha, setAltcha] = useState<string | null>(null);
  const user = session?.user;
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? user?.email ?? '';
  const needsCaptcha = subscribeNeedsCaptcha(user?.email, email);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the form they opened.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (booking.isPending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const body = check(bookVisitSchema, {
      visitId: visit.id,
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      child: text('child'),
      note: text('note'),
      ...(needsCaptcha ? { altcha: altcha ?? '' } : {}),
    });
    if (!body) return;
    booking.mutate(body, { onSuccess: (answer) => onBooked(answer.message), onSettled: () => captcha.current?.reset() });
  };

  return (
    <form ref={formRef} className="visit-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Book: {visitWhenText(visit)}
      </h3>
      <div className="visit-form__fields">
        <TextField label="Your name" name="name" autoComplete="name" defaultValue={user ? `${user.fname} ${user.lname}`.trim() : ''} error={errorFor('name')} required />
        <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={user?.email ?? ''} onChange={(event) => setTyped(event.target.value)} error={errorFor('email')} required />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" error={errorFor('phone')} required />
        <TextField label="Your child's age or grade" name="child" hint="For example: 5 years, or starting grade 3" error={errorFor('child')} required />
      </div>
      <TextAreaField label="Anything we should know? (optional)" name="note" rows={3} limit={1000} error={errorFor('note')} />
      {needsCaptcha && (
        <CaptchaWidget
          ref={captcha}
          challengeUrl={CAPTCHA_CHALLENGE_PATH}
          error={errorFor('altcha')}
          onPayload={(payload) => {
            setAltcha(payload);
            if (payload) clearErrors();
          }}
        />
      )}
      {booking.isError && (
        <p className="field__error" role="alert">
          {errorMessageOf(booking.error)}
        </p>
      )}
      <FormActions submitLabel="Book this visit" busy={booking.isPending} busyLabel="Booking" />
    </form>
  );
}
