import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  name: string;
  error?: string | null;
  hint?: string;
}

export function TextField({ label, name, error, hint, required, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} error={error} hint={hint}>
      {(control) => <input {...inputProps} {...control} name={name} className="field__control" required={required} />}
    </FieldFrame>
  );
}
