import { DELETE_ACCOUNT_TEXT, ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useDownloadMyData } from '@trailside/ui/account/api/download-my-data';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { useDeleteUser } from '@trailside/ui/users/api/delete-user';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordConfirm } from './password-confirm';

/** Download my data, and Delete my account (after the password; the server refuses the last GOD, and says why). */
export function DataSection({ userId }: { userId: string }) {
  const download = useDownloadMyData();
  const deletion = useDeleteUser();
  const { signOut } = useAuth();
  const { showMessage } = useMessage();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your data</h2>
      <p>Everything the school keeps about you (your account, sign-ins, testimonials, comments and messages to the school) in one file.</p>
      <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        Download my data
      </Button>
      <h3>Delete my account</h3>
      <p>{DELETE_ACCOUNT_TEXT.what}</p>
      <Button variant="secondary" onClick={() => setDeleting(true)}>
        Delete my account
      </Button>
      <PasswordConfirm
        open={deleting}
        title="Delete my account"
        message={`${DELETE_ACCOUNT_TEXT.what} This cannot be undone.`}
        confirmLabel="Delete my account"
        busy={deletion.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={(password) =>
          deletion.mutate(
            { id: userId, password },
            {
              onSuccess: async () => {
                setDeleting(false);
                // Home first, so this page is gone before the session is (it would send a signed-out visitor to log in).
                await navigate('/', { replace: true });
                signOut();
                showMessage(MessageStatus.SUCCESS, ACCOUNT_SUCCESS.accountDeleted);
              },
            },
          )
        }
      />
    </section>
  );
}
