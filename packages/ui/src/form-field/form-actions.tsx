import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import './form-field.css';

interface FormActionsProps {
  /** The submit button's words, e.g. "Send Message"; Save unless told. */
  submitLabel?: string;
  /** While the form is being sent, submit waits; with `busyLabel` a spinner says what is happening. */
  busy: boolean;
  busyLabel?: string;
  /** Offers Cancel beside submit. */
  onCancel?: () => void;
  /** Added to the row's class, e.g. "form-grid__wide". */
  className?: string;
}

/** The row under a form: submit, then Cancel if the form can be left, then the spinner while it is sent. */
export function FormActions({ submitLabel = 'Save', busy, busyLabel, onCancel, className }: FormActionsProps) {
  return (
    <div className={className ? `form-actions ${className}` : 'form-actions'}>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      {busy && busyLabel && <Spinner label={busyLabel} />}
    </div>
  );
}
