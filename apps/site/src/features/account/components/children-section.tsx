import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import type { ChildAccount } from '@trailside/domain/account/account.types';
import { Button } from '@trailside/ui/button/button';
import { ChildAccountForm } from '@trailside/ui/user-fields/child-account-form';
import { useDeleteUser } from '@trailside/ui/users/api/delete-user';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useId, useState } from 'react';
import { useChangeOwnAccount } from '@trailside/ui/account/api/change-own-account';
import { PasswordConfirm } from './password-confirm';

/** A parent's children's accounts: see them, change a name, add one, delete one (with the parent's password). */
export function ChildrenSection({ children }: { children: ChildAccount[] }) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ChildAccount | null>(null);
  const deletion = useDeleteUser();
  const { showMessage } = useMessage();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your children's accounts</h2>
      {children.length === 0 ? (
        <p>No child's account is linked to yours yet.</p>
      ) : (
        <ul className="account-children">
          {children.map((child) => (
            <li key={child.id} className="account-children__item">
              <ChildNameForm child={child} />
              <p>
                Signs in as {child.email}. Others see only “{child.fname}”.
              </p>
              <Button variant="secondary" onClick={() => setDeleting(child)} aria-label={`Delete ${child.fname}'s account`}>
                Delete {child.fname}'s account
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <ChildAccountForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)}>Add a child's account</Button>
      )}
      <PasswordConfirm
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.fname}'s account` : "Delete a child's account"}
        message={deleting ? `${deleting.fname}'s account, testimonials and comments awaiting approval are deleted. This cannot be undone.` : ''}
        confirmLabel="Delete the account"
        busy={deletion.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(password) =>
          deleting &&
          deletion.mutate(
            { id: deleting.id, password },
            {
              onSuccess: () => {
                setDeleting(null);
                showMessage(MessageStatus.SUCCESS, ACCOUNT_SUCCESS.childDeleted);
              },
            },
          )
        }
      />
    </section>
  );
}

/** A child's first and last name, as the parent changes them. */
function ChildNameForm({ child }: { child: ChildAccount }) {
  const change = useChangeOwnAccount(ACCOUNT_SUCCESS.detailsSaved);
  const [fname, setFname] = useState(child.fname);
  const [lname, setLname] = useState(child.lname);
  const fnameId = useId();
  const lnameId = useId();
  return (
    <form
      className="account-children__name"
      aria-label={`${child.fname}'s name`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!change.isPending) change.mutate({ payload: { id: child.id, fname, lname } });
      }}
    >
      <label htmlFor={fnameId}>First Name</label>
      <input id={fnameId} className="field__control" value={fname} onChange={(event) => setFname(event.target.value)} required />
      <label htmlFor={lnameId}>Last Name</label>
      <input id={lnameId} className="field__control" value={lname} onChange={(event) => setLname(event.target.value)} required />
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        Save {child.fname}'s name
      </Button>
    </form>
  );
}
