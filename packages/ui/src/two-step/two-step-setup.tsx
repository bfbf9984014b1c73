import { confirmTwoStepSchema, totpCodeSchema } from '@trailside/domain/account/account.schema';
import { TWO_STEP_TEXT } from '@trailside/domain/account/account.messages';
import type { TwoStepSetup as Setup } from '@trailside/domain/account/account.types';
import { ApiError, errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../button/button';
import { TextField } from '../form-field/text-field';
import { useFormValidation } from '../form-field/use-form-validation';
import { useMessage } from '../message-banner/message-provider';
import { Spinner } from '../spinner/spinner';
import { CodeField } from './code-field';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import './two-step.css';

interface TwoStepSetupProps {
  /** A new secret to scan. */
  start: () => Promise<Setup>;
  /** Turns it on with the first code (and the password, when asked for); the recovery codes come back. */
  confirm: (code: string, password: string) => Promise<string[]>;
  /** Whether the password is asked for (not when signing in: the password step was just passed). */
  askPassword: boolean;
  /** After the person has kept their recovery codes. */
  onDone: () => void;
  /** Leaves the set-up without turning it on. */
  onCancel?: () => void;
}

/** The server's refusals that are about one field: said beside it, with the QR code still there to try again. */
const REFUSED_FIELD: Partial<Record<string, 'code' | 'password'>> = { CODE_WRONG: 'code', CODE_USED: 'code', WRONG_PASSWORD: 'password' };

interface Refusal {
  field: 'code' | 'password';
  message: string;
}

/**
 * Setting up two-step sign-in: scan the QR code (or type the key), type the first code, keep the recovery codes. A
 * mistyped code or password is said beside its field, which gets focus; anything else goes to the message banner.
 */
export function TwoStepSetup({ start, confirm, askPassword, onDone, onCancel }: TwoStepSetupProps) {
  const { showMessage } = useMessage();
  const { formRef, check, errorFor } = useFormValidation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const headingId = useId();

  useEffect(() => {
    const control = refusal && formRef.current?.elements.namedItem(refusal.field);
    if (control instanceof HTMLElement) control.focus();
  }, [refusal, formRef]);

  useEffect(() => {
    let current = true;
    start()
      .then((next) => current && setSetup(next))
      .catch((error: unknown) => current && showMessage(MessageStatus.ERROR, errorMessageOf(error)));
    return () => {
      current = false;
    };
    // Started once, when the set-up opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const valid = askPassword ? check(confirmTwoStepSchema, { code, password }) : check(totpCodeSchema.transform((typed) => ({ code: typed })), code);
    setRefusal(null);
    if (!valid) return;
    setPending(true);
    try {
      setCodes(await confirm(valid.code, password));
    } catch (error) {
      const field = error instanceof ApiError ? REFUSED_FIELD[error.code] : undefined;
      if (!field) showMessage(MessageStatus.ERROR, errorMessageOf(error));
      else {
        if (field === 'code') setCode('');
        setRefusal({ field, message: errorMessageOf(error) });
      }
    } finally {
      setPending(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!setup) return <Spinner label="Making your key" />;
  return (
    <form ref={formRef} className="two-step" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>Set up two-step sign-in</h3>
      <p>{TWO_STEP_TEXT.setupIntro}</p>
      <QrCode value={setup.otpauthUrl} label="QR code to scan with your authenticator app" />
      <p>
        {TWO_STEP_TEXT.manualKey} <code className="two-step__key" aria-label="Key for typing by hand">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <CodeField value={code} onChange={setCode} error={refusal?.field === 'code' ? refusal.message : (errorFor('code') ?? errorFor(''))} />
      {askPassword && (
        <TextField label="Your password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} error={refusal?.field === 'password' ? refusal.message : errorFor('password')} />
      )}
      <div className="two-step__actions">
        <Button type="submit" disabled={pending}>
          Turn on two-step sign-in
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {pending && <Spinner label="Checking the code" />}
      </div>
    </form>
  );
}
