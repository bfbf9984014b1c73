import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import './form-field.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: string;
  name: string;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, name, error, required, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {!required && <span className="field__optional"> (optional)</span>}
      </label>
      <select
        {...selectProps}
        id={id}
        name={name}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
