import { ACCESS_LEVEL_NAMES } from '@trailside/domain/users/access-level';
import { USER_TYPE_LABELS } from '@trailside/domain/users/user-type';
import { canManageUser, displayNameOf } from '@trailside/domain/users/user.rules';
import type { User } from '@trailside/domain/users/user.types';
import { useActor } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';

interface PeopleTableProps {
  users: User[];
  caption: string;
  onChange: (user: User) => void;
  onDelete: (user: User) => void;
}

/**
 * One row per account. Change and Delete show only where the domain's canManageUser allows them (an
 * ADMIN never touches a GOD); the server refuses the rest anyway. Nobody deletes themself from here.
 */
export function PeopleTable({ users, caption, onChange, onDelete }: PeopleTableProps) {
  const actor = useActor();
  return (
    <table className="data-table people-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Verified</th>
          <th scope="col">Type</th>
          <th scope="col">Access level</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = displayNameOf(user);
          const isMe = actor?.id === user.id;
          return (
            <tr key={user.id}>
              <th scope="row">
                {name}
                {isMe && <span className="people-table__me"> (you)</span>}
                {user.childFirstName && (
                  <span className="people-table__child">
                    Child: {[user.childFirstName, user.childLastName].filter(Boolean).join(' ')}
                  </span>
                )}
              </th>
              <td>{user.email}</td>
              {/* Whether the owner followed the link mailed to the address: only then does it get mail about comments. */}
              <td>{user.emailVerified ? 'Verified' : 'Not verified'}</td>
              <td>{USER_TYPE_LABELS[user.type]}</td>
              <td>
                {user.accessLevel} – {ACCESS_LEVEL_NAMES[user.accessLevel]}
              </td>
              <td className="people-table__actions">
                {canManageUser(actor, user) ? (
                  <>
                    <Button variant="secondary" onClick={() => onChange(user)} aria-label={`Change ${name}`}>
                      Change
                    </Button>
                    {!isMe && (
                      <Button variant="secondary" onClick={() => onDelete(user)} aria-label={`Delete ${name}`}>
                        Delete
                      </Button>
                    )}
                  </>
                ) : (
                  <span className="people-table__locked">Only a GOD can change this account</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
