import { useEndOtherSessions } from '@trailside/ui/account/api/end-other-sessions';
import { useEndSession } from '@trailside/ui/account/api/end-session';
import { useSessions } from '@trailside/ui/account/api/get-sessions';
import { Button } from '@trailside/ui/button/button';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useId } from 'react';

/** Where I am signed in: each sign-in with its device and first and last use, to end one or all the others. */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const headingId = useId();
  const { moment } = useSchoolClock();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Where you are signed in</h2>
      {!sessions.data ? (
        <Spinner label="Loading your sign-ins" />
      ) : (
        <>
          <ul className="account-sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className="account-sessions__item">
                <p>
                  <strong>{session.device}</strong>
                  {session.current && ' (this browser)'}
                  <br />
                  Signed in <time dateTime={session.createdAt}>{moment(new Date(session.createdAt))}</time>, last used{' '}
                  <time dateTime={session.lastUsedAt}>{moment(new Date(session.lastUsedAt))}</time>
                </p>
                {!session.current && (
                  <Button variant="secondary" onClick={() => end.mutate(session.id)} disabled={end.isPending} aria-label={`Sign out ${session.device}, signed in ${moment(new Date(session.createdAt))}`}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 && (
            <Button onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
              Sign out everywhere else
            </Button>
          )}
        </>
      )}
    </section>
  );
}
