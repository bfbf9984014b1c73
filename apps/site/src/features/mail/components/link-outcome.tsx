import { errorMessageOf } from '@trailside/domain/api/errors';
import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { Spinner } from '@trailside/ui/spinner/spinner';
import type { ReactNode } from 'react';

interface LinkOutcomeProps {
  /** What the link is doing while it is checked, e.g. "Confirming your subscription". */
  busyLabel: string;
  pending: boolean;
  error: Error | null;
  /** The server's answer, once it came. */
  message: string | undefined;
  /** What to offer after a success (a link to the preferences). */
  children?: ReactNode;
}

/** What a link from a mail came to: a spinner while it is checked, then the answer, or what to do if it was refused. */
export function LinkOutcome({ busyLabel, pending, error, message, children }: LinkOutcomeProps) {
  if (pending || (!error && message === undefined)) return <Spinner label={busyLabel} />;
  if (error) {
    return (
      <p className="field__error" role="alert">
        {errorMessageOf(error)}
      </p>
    );
  }
  return (
    <>
      <p className="mail-form__outcome" role="status">
        {message}
      </p>
      {children}
    </>
  );
}

/** The token a mail's link carries in its address ("" when there is none). */
export const linkTokenOf = (search: URLSearchParams) => search.get('token')?.trim() ?? '';

/** What a page reached from a mail says when its link is missing its token or cut short. */
export function BrokenLink() {
  return (
    <p className="field__error" role="alert">
      {MAIL_TEXTS.linkInvalid}
    </p>
  );
}
