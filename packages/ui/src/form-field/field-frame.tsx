import { useId, type ReactNode } from 'react';
import { TEXT_LIMIT_TEXTS } from '@trailside/domain/validation/text-limit';
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
  /** A limited text: its length against the limit, shown live (always, or once it nears the limit). */
  count?: { length: number; limit: number; always: boolean };
  /** Renders the control, given the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint and error around one form control, wired up for screen readers. */
/** Short fields (names, addresses) show their count only from here on, so a form is not a wall of numbers. */
const NEAR_LIMIT = 0.8;

export function FieldFrame({ label, required, error, hint, hideLabel = false, count, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const over = count !== undefined && count.length > count.limit;
  const countShown = count !== undefined && (count.always || count.length >= count.limit * NEAR_LIMIT);
  const countId = countShown ? `${id}-count` : undefined;
  return (
    <div className="field">
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
        {!required && <span className="field__optional"> (optional)</span>}
      </label>
      {children({
        id,
        'aria-invalid': error || over ? true : undefined,
        'aria-describedby': [errorId, countId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {countShown && (
        // Announced only when it matters: once the text is over the limit.
        <p id={countId} className={over ? 'field__count field__count--over' : 'field__count'} aria-live={over ? 'polite' : 'off'}>
          {over ? TEXT_LIMIT_TEXTS.over(count.length, count.limit) : TEXT_LIMIT_TEXTS.count(count.length, count.limit)}
        </p>
      )}
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
