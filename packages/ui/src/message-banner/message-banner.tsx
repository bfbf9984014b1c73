import { MessageStatus } from '@trailside/domain/messages/message';
import { useMessage } from './message-provider';
import './message-banner.css';

const URGENT = new Set([MessageStatus.ERROR, MessageStatus.WARNING]);

/**
 * Shows the current message. Both live regions stay in the page while empty so screen readers
 * announce text as it arrives: errors and warnings interrupt (alert), the rest wait their turn (status).
 */
export function MessageBanner() {
  const { message, clearMessage } = useMessage();
  const urgent = message !== null && URGENT.has(message.status);

  const content = message && (
    <div className={`message-banner message-banner--${message.status.toLowerCase()}`}>
      <p className="message-banner__text">{message.text}</p>
      <button type="button" className="message-banner__close" onClick={clearMessage} aria-label="Dismiss message">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );

  return (
    <div className="message-banner-region">
      <div role="alert">{urgent && content}</div>
      <div role="status">{!urgent && content}</div>
    </div>
  );
}
