import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  label: string;
  name: string;
  error?: string | null;
  hint?: string;
  hideLabel?: boolean;
}

export function TextAreaField({ label, name, error, hint, hideLabel, required, rows = 5, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} required={required} error={error} hint={hint} hideLabel={hideLabel}>
      {(control) => <textarea {...textareaProps} {...control} name={name} rows={rows} className="field__control" required={required} />}
    </FieldFrame>
  );
}
