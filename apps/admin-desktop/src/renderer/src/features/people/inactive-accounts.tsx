import type { User } from '@trailside/domain/users/user.types';
import { useInactiveAccounts } from '@trailside/ui/account/api/get-inactive-accounts';
import { Button } from '@trailside/ui/button/button';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import { useId } from 'react';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';


/**
 * The accounts past the keeping time (Site settings), longest quiet first, for staff to review: each one stays
 * until someone here decides to delete it.
 */
export function InactiveAccounts({ onDelete }: { onDelete: (user: User) => void }) {
  const inactive = useInactiveAccounts();
  const clock = useSchoolClock();
  const headingId = useId();
  if (!inactive.data) return null;
  const { accounts, months } = inactive.data;
  return (
    <section className="people" aria-labelledby={headingId}>
      <h2 id={headingId}>Not signed in for {months} months</h2>
      {accounts.length === 0 ? (
        <p>Every account has signed in within the last {months} months.</p>
      ) : (
        <>
          <p>These accounts have not signed in for longer than the school keeps quiet accounts. Delete the ones that should go; the others stay.</p>
          <DataTable columns={['Name', 'Email', 'Last seen', ACTIONS_COLUMN]} caption={`Accounts not signed in for ${months} months`} className="people-table">
            {accounts.map(({ user, lastSeenAt }) => (
              <tr key={user.id}>
                <th scope="row">{displayNameOf(user)}</th>
                <td>{user.email}</td>
                <td>
                  <time dateTime={lastSeenAt}>{clock.day(new Date(lastSeenAt))}</time>
                </td>
                <td className="people-table__actions">
                  <Button variant="secondary" onClick={() => onDelete(user)} aria-label={`Delete ${displayNameOf(user)}`}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
