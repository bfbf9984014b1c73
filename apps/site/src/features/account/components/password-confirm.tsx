import { passwordConfirmationSchema } from '@trailside/domain/account/account.schema';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { Modal } from '@trailside/ui/modal/modal';
import { type FormEvent, useState } from 'react';

interface PasswordConfirmProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** "Type your password to confirm" before something that cannot be undone (deleting an account, turning two-step sign-in off). */
export function PasswordConfirm({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: PasswordConfirmProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const confirmed = check(passwordConfirmationSchema, { password });
    if (confirmed) onConfirm(confirmed.password);
  };
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <form ref={formRef} onSubmit={submit} noValidate className="password-confirm">
        <p>{message}</p>
        <TextField label="Your password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} error={errorFor('password')} />
        <div className="form-actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
