import { useCallback, useState, type ReactElement } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** The dialog's words; heading and button default to the spec's Confirmation and Yes. */
export interface ConfirmTexts {
  message: string;
  heading?: string;
  confirmLabel?: string;
}

interface ConfirmedAction<T> {
  /** Opens the dialog about `subject`; the action runs with it only if the user confirms. */
  ask: (subject: T) => void;
  /** The confirmation dialog; render it once, anywhere in the component. */
  dialog: ReactElement;
}

/**
 * "Are you sure?" before an action (spec section 5): `ask(subject)` opens the dialog, Yes (or Delete)
 * runs `run(subject)`, Cancel forgets it. Texts may depend on the subject, e.g. the blog's title.
 */
export function useConfirmedAction<T = void>(run: (subject: T) => void, texts: ConfirmTexts | ((subject: T) => ConfirmTexts)): ConfirmedAction<T> {
  const [asking, setAsking] = useState<{ subject: T } | null>(null);
  const shown = asking && (typeof texts === 'function' ? texts(asking.subject) : texts);
  const ask = useCallback((subject: T) => setAsking({ subject }), []);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      message={shown?.message ?? ''}
      heading={shown?.heading}
      confirmLabel={shown?.confirmLabel}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        if (!asking) return;
        setAsking(null);
        run(asking.subject);
      }}
    />
  );
  return { ask, dialog };
}
