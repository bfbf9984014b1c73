import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import { useTextLength } from './use-text-length';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'maxLength'> {
  label: string;
  name: string;
  error?: string | null;
  hint?: string;
  hideLabel?: boolean;
  /** The most characters the API takes (textLimitOf the field's schema): shown with a live count, never cut. */
  limit?: number;
}

export function TextAreaField({ label, name, error, hint, hideLabel, required, rows = 5, limit, ...textareaProps }: TextAreaFieldProps) {
  const text = useTextLength(textareaProps.value, textareaProps.defaultValue, textareaProps.onChange);
  return (
    <FieldFrame
      label={label}
      required={required}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      count={limit === undefined ? undefined : { length: text.length, limit, always: true }}
    >
      {(control) => (
        <textarea {...textareaProps} {...control} ref={text.ref} onChange={text.onChange} name={name} rows={rows} className="field__control" required={required} />
      )}
    </FieldFrame>
  );
}
