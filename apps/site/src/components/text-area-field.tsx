import { FieldFrame } from '@trailside/ui/form-field/field-frame';
import type { TextareaHTMLAttributes } from 'react';
import './text-area-field.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  label: string;
  name: string;
  error?: string | null;
  hint?: string;
}

/** A labelled textarea wired to its hint and error, like the shared TextField. (If packages/ui gains a shared one, use that instead.) */
export function TextAreaField({ label, name, error, hint, required, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} required={required} error={error} hint={hint}>
      {(control) => <textarea {...props} {...control} name={name} className="field__control text-area-field" required={required} />}
    </FieldFrame>
  );
}
