import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useTextLength } from './use-text-length';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'maxLength'> {
  label: string;
  name: string;
  error?: string | null;
  hint?: string;
  /** The most characters the API takes (textLimitOf the field's schema): a live count near it, never cut. */
  limit?: number;
}

export function TextField({ label, name, error, hint, required, limit, ...inputProps }: TextFieldProps) {
  const text = useTextLength(inputProps.value, inputProps.defaultValue, inputProps.onChange);
  return (
    <FieldFrame label={label} required={required} error={error} hint={hint} count={limit === undefined ? undefined : { length: text.length, limit, always: false }}>
      {(control) => <input {...inputProps} {...control} ref={text.ref} onChange={text.onChange} name={name} className="field__control" required={required} />}
    </FieldFrame>
  );
}
