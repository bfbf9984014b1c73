import { useMyMailPreferences } from '@trailside/ui/mail/api/get-my-mail-preferences';
import { useUpdateMyMailPreferences } from '@trailside/ui/mail/api/update-my-mail-preferences';
import { MailChoices } from '@trailside/ui/mail/mail-choices';
import { Button } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useId } from 'react';
import { useResendVerification } from '@trailside/ui/mail/api/resend-verification';
import './mail-pages.css';

/** A signed-in family's own e-mail: what their address gets, its switches, and whether it is verified yet (on Subscribe and My account). */
export function MyMail() {
  const id = useId();
  const mine = useMyMailPreferences();
  const saving = useUpdateMyMailPreferences();
  const resending = useResendVerification();
  if (!mine.data) return mine.isPending ? <Spinner label="Loading your e-mail choices" /> : null;
  const preferences = mine.data;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your e-mail</h2>
      <p>
        For <strong>{preferences.email}</strong>. Mail about your own comments and testimonial is on until you switch it off.
      </p>
      {preferences.verified === false && (
        <div className="mail-form__outcome">
          <p>Your address is not verified yet, so we send it nothing but the link to verify it. Please open the link in the e-mail we sent.</p>
          <Button variant="secondary" onClick={() => resending.mutate()} disabled={resending.isPending}>
            Send me the link again
          </Button>
        </div>
      )}
      <MailChoices key={JSON.stringify(preferences)} preferences={preferences} busy={saving.isPending} onSave={(change) => saving.mutate(change)} />
    </section>
  );
}
