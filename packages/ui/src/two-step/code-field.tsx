import { TextField } from '../form-field/text-field';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** A recovery code instead of the app's six digits. */
  recovery?: boolean;
}

/** Where the authenticator's six digits (or a recovery code) are typed; phones offer the code from a message or app. */
export function CodeField({ value, onChange, error, recovery = false }: CodeFieldProps) {
  return recovery ? (
    <TextField label="Recovery code" name="recoveryCode" autoComplete="off" spellCheck={false} required value={value} onChange={(event) => onChange(event.target.value)} error={error} hint="Like abcde-12345." />
  ) : (
    <TextField
      label="Code from your app"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint="Six digits; a new one every 30 seconds."
    />
  );
}
