import './spinner.css';

interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string;
  /** Cover the whole window: the global loading state of spec section 4. */
  overlay?: boolean;
}

export function Spinner({ label = 'Loading', overlay = false }: SpinnerProps) {
  return (
    <div className={overlay ? 'spinner spinner--overlay' : 'spinner'} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      {/* Visible beside the small wheel; only for screen readers under the big one. */}
      <span className={overlay ? 'visually-hidden' : 'spinner__label'}>{label}</span>
    </div>
  );
}
