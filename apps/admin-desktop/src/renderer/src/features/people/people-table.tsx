import { ACCESS_LEVEL_NAMES, isGod } from '@trailside/domain/users/access-level';
import { canHaveChildren } from '@trailside/domain/account/children.rules';
import { USER_TYPE_LABELS } from '@trailside/domain/users/user-type';
import { can } from '@trailside/domain/access/access.rules';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import type { User } from '@trailside/domain/users/user.types';
import { useActor } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';

interface PeopleTableProps {
  users: User[];
  caption: string;
  /** The linked parents of the page's children, and the children of its parents, by name (GET /api/users). */
  parentNames: Record<string, string>;
  childNames: Record<string, string[]>;
  onChange: (user: User) => void;
  onDelete: (user: User) => void;
  onAddChild: (user: User) => void;
  onResetTwoStep: (user: User) => void;
}

/**
 * One row per account. Change and Delete show only where the access table's user.update allows them (an
 * ADMIN never touches a GOD); the server refuses the rest anyway. Nobody deletes themself from here.
 */
export function PeopleTable({ users, caption, parentNames, childNames, onChange, onDelete, onAddChild, onResetTwoStep }: PeopleTableProps) {
  const actor = useActor();
  const god = isGod(actor?.accessLevel);
  return (
    <DataTable columns={['Name', 'Email', 'Verified', 'Type', 'Access level', ACTIONS_COLUMN]} caption={caption} className="people-table">
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
              {user.parentId && (
                <span className="people-table__child">
                  Child of {parentNames[user.parentId] ?? 'a parent'}
                  {user.parentConsent === 'pending' && ' (waiting for the parent to agree)'}
                </span>
              )}
              {user.parentConsent === 'pending' && !user.parentId && <span className="people-table__child">Waiting for a parent to agree</span>}
              {childNames[user.id] && <span className="people-table__child">Parent of {childNames[user.id].join(', ')}</span>}
              {user.twoStepEnabled && <span className="people-table__child">Two-step sign-in on</span>}
            </th>
            <td>{user.email}</td>
            {/* Whether the owner followed the link mailed to the address: only then does it get mail about comments. */}
            <td>{user.emailVerified ? 'Verified' : 'Not verified'}</td>
            <td>{USER_TYPE_LABELS[user.type]}</td>
            <td>
              {user.accessLevel} – {ACCESS_LEVEL_NAMES[user.accessLevel]}
            </td>
            <td className="people-table__actions">
              {can(actor, 'user.update', user) ? (
                <div className="people-table__buttons">
                  <Button variant="secondary" onClick={() => onChange(user)} aria-label={`Change ${name}`}>
                    Change
                  </Button>
                  {!isMe && (
                    <Button variant="secondary" onClick={() => onDelete(user)} aria-label={`Delete ${name}`}>
                      Delete
                    </Button>
                  )}
                  {canHaveChildren(user) && (
                    <Button variant="secondary" onClick={() => onAddChild(user)} aria-label={`Add a child's account for ${name}`}>
                      Add a child
                    </Button>
                  )}
                  {god && !isMe && user.twoStepEnabled && (
                    <Button variant="secondary" onClick={() => onResetTwoStep(user)} aria-label={`Reset two-step sign-in of ${name}`}>
                      Reset two-step
                    </Button>
                  )}
                </div>
              ) : (
                <span className="people-table__locked">Only a GOD can change this account</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
