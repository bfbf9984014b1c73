import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { subscribeSchema } from '@trailside/domain/mail/mail.schema';
import { subscribeNeedsCaptcha } from '@trailside/domain/mail/mail-sending.rules';
import { MAIL_TOPIC_DESCRIPTIONS, MAIL_TOPIC_NAMES, MAIL_TOPICS } from '@trailside/domain/mail/mail-topics';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { MailChoiceBox } from '@trailside/ui/mail/mail-choices';
import { CaptchaWidget, type CaptchaWidgetHandle } from '@trailside/ui/captcha/captcha-widget';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSubscribe } from '@trailside/ui/mail/api/subscribe';
import './mail-pages.css';

/**
 * Subscribe an address to News, This week and Notices. A visitor, or a family asking for someone else's address,
 * solves the captcha, and the address confirms by the link we mail; a signed-in family's own verified address is
 * subscribed in one click.
 */
export function SubscribeForm() {
  const { session } = useAuth();
  const id = useId();
  const { formRef, check, errorFor, clearErrors } = useFormValidation();
  const subscribing = useSubscribe();
  const captcha = useRef<CaptchaWidgetHandle>(null);
  const [altcha, setAltcha] = useState<string | null>(null);
  const ownAddress = session?.user.email ?? '';
  // What is in the field: the family's own address until they type another.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? ownAddress;
  const needsCaptcha = subscribeNeedsCaptcha(session?.user.email, email);
  const oneClick = Boolean(session?.user.emailVerified) && !needsCaptcha;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribing.isPending) return;
    const form = new FormData(event.currentTarget);
    const body = check(subscribeSchema, {
      email: String(form.get('email') ?? ''),
      topics: MAIL_TOPICS.filter((topic) => form.has(`topic-${topic}`)),
      ...(needsCaptcha ? { altcha: altcha ?? '' } : {}),
    });
    if (!body) return;
    subscribing.mutate(body, { onSettled: () => captcha.current?.reset() });
  };

  return (
    <form ref={formRef} className="mail-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Hear from us by e-mail</h2>
      <p>
        Choose what you would like. We send nothing until you confirm, never share your address, and every e-mail has a
        link to stop.
      </p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={ownAddress}
        onChange={(event) => setTyped(event.target.value)}
        error={errorFor('email')}
        required
      />
      <fieldset className="mail-form__topics" aria-describedby={errorFor('topics') ? `${id}-topics-error` : undefined}>
        <legend>What would you like?</legend>
        {MAIL_TOPICS.map((topic) => (
          <MailChoiceBox key={topic} id={`${id}-${topic}`} name={`topic-${topic}`} label={MAIL_TOPIC_NAMES[topic]} about={MAIL_TOPIC_DESCRIPTIONS[topic]} checked={topic === 'weekly'} />
        ))}
        {errorFor('topics') && (
          <p id={`${id}-topics-error`} className="field__error" role="alert">
            {errorFor('topics')}
          </p>
        )}
      </fieldset>
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
      {oneClick && <p className="mail-form__note">Your address is verified, so subscribing it takes effect at once.</p>}
      {subscribing.isError && (
        <p className="field__error" role="alert">
          {errorMessageOf(subscribing.error)}
        </p>
      )}
      {subscribing.isSuccess && (
        <p className="mail-form__outcome" role="status">
          {subscribing.data.message}
        </p>
      )}
      <FormActions submitLabel="Subscribe" busy={subscribing.isPending} busyLabel="Subscribing" />
    </form>
  );
}
