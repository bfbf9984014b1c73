import { Button } from '@trailside/ui/button/button';
import { useServerConnection } from '../server-connection';
import { CONNECTION_TEXTS } from './connection-texts';

/**
 * Above every view while the school's server does not answer: what that means for what staff see and do. It goes
 * by itself when the server answers again (server-connection.tsx keeps asking).
 */
export function ConnectionNotice() {
  const { state, checkNow } = useServerConnection();
  return (
    <div role="alert" className="connection-notice-region">
      {state === 'away' && (
        <div className="notice notice--error connection-notice">
          <p>{CONNECTION_TEXTS.away}</p>
          <Button variant="secondary" onClick={checkNow}>
            {CONNECTION_TEXTS.tryNow}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The footer's words on the connection: only what the server's answers have shown. */
export function ConnectionStatus({ serverUrl }: { serverUrl: string }) {
  const { state } = useServerConnection();
  const words = CONNECTION_TEXTS.status[state](serverUrl);
  return <span className={`connection-status connection-status--${state}`}>{words}</span>;
}
