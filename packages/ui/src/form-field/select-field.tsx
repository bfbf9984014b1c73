import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: string;
  name: string;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, name, error, required, children, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} error={error}>
      {(control) => (
        <select {...selectProps} {...control} name={name} className="field__control" required={required}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
