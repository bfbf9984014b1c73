import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MessageBanner } from '../message-banner/message-banner';
import './modal.css';

interface ModalProps {
  open: boolean;
  /** Called when the close button, Escape or a click on the backdrop closes the modal. */
  onClose: () => void;
  title: string;
  /** Show the title only to screen readers, e.g. for a picture shown on its own. */
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'large';
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and makes the page behind
 * inert, so keyboard and screen-reader users get the same modal everyone else sees. The page's message banner is
 * behind it too, dimmed and silent, so the modal shows the message itself while it is open ("That password is not
 * right" for the form in it).
 */
export function Modal({ open, onClose, title, hideTitle = false, children, footer, size = 'small' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          <header className="modal__header">
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="modal__content">{children}</div>
          {footer && <footer className="modal__footer">{footer}</footer>}
          <MessageBanner />
        </div>
      )}
    </dialog>
  );
}
