import { useId, type ReactNode } from 'react';
import './form-field.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  required?: boolean;
  /** The validation message for this field, shown under it and read with it. */
  error?: string | null;
  hint?: string;
  /** Keep the label for screen readers only, where the place already says what the field is (an edit in place). */
  hideLabel?: boolean;
  /** Renders the control, given the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint and error around one form control, wired up for screen readers. */
export function FieldFrame({ label, required, error, hint, hideLabel = false, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
        {!required && <span className="field__optional"> (optional)</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
