import { Button } from '../button/button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Are you sure that you want to delete this teacher?". */
  message: string;
  heading?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation dialog of spec section 2: heading Confirmation, buttons Yes and Cancel unless told otherwise. */
export function ConfirmDialog({
  open,
  message,
  heading = 'Confirmation',
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={heading}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
