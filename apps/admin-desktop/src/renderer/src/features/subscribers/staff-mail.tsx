import { useMyMailPreferences } from '@trailside/ui/mail/api/get-my-mail-preferences';
import { useUpdateMyMailPreferences } from '@trailside/ui/mail/api/update-my-mail-preferences';
import { MailChoices } from '@trailside/ui/mail/mail-choices';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { SUBSCRIBER_TEXTS } from './subscriber-texts';

/** The signed-in staff member's own switches for the mails about the school's inbox. */
export function StaffMail() {
  const mine = useMyMailPreferences();
  const saving = useUpdateMyMailPreferences();
  return (
    <section className="subscribers__panel" aria-labelledby="staff-mail-title">
      <h2 id="staff-mail-title">Your e-mail</h2>
      <p>{SUBSCRIBER_TEXTS.staffMail}</p>
      {mine.data ? (
        <MailChoices
          key={JSON.stringify(mine.data)}
          preferences={mine.data}
          showTopics={false}
          switches="staff"
          busy={saving.isPending}
          onSave={(change) => saving.mutate(change)}
          submitLabel="Save my e-mail choices"
        />
      ) : (
        mine.isPending && <Spinner label="Loading your e-mail choices" />
      )}
    </section>
  );
}
