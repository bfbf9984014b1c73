import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { usersQuerySchema } from '@trailside/domain/users/user.schema';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { clampPage, pageCountOf } from '@trailside/domain/pagination/page-window';
import { userConfirmDelete } from '@trailside/domain/users/user.messages';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import type { User } from '@trailside/domain/users/user.types';
import { Button } from '@trailside/ui/button/button';
import { TextField } from '@trailside/ui/form-field/text-field';
import { Modal } from '@trailside/ui/modal/modal';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { CreateUserForm } from '@trailside/ui/user-fields/create-user-form';
import { useDeleteUser } from '@trailside/ui/users/api/delete-user';
import { useUsers } from '@trailside/ui/users/api/get-users';
import { useResetTwoStep } from '@trailside/ui/account/api/reset-two-step';
import { ChildAccountForm } from '@trailside/ui/user-fields/child-account-form';
import { useState, type FormEvent } from 'react';
import { InactiveAccounts } from './inactive-accounts';
import { ChangeAccountForm } from './change-account-form';
import { PeopleTable } from './people-table';
import './people.css';

/** Accounts per page of the list. */
export const PEOPLE_PAGE_SIZE = 10;

/**
 * The People view: find an account, change its type or level, delete it, or create a new one; add a child's account
 * for a parent, reset someone's two-step sign-in (GOD), and review the accounts past the keeping time.
 */
export function PeopleView() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<User | null>(null);
  const [parent, setParent] = useState<User | null>(null);
  const list = useUsers({ q: search, limit: PEOPLE_PAGE_SIZE, offset: (page - 1) * PEOPLE_PAGE_SIZE });
  const deletion = useDeleteUser();
  const confirmDelete = useConfirmedAction<User>((user) => deletion.mutate({ id: user.id }), (user) => ({
    ...DELETE_CONFIRMATION,
    message: userConfirmDelete(displayNameOf(user)),
  }));
  const reset = useResetTwoStep();
  const confirmReset = useConfirmedAction<User>((user) => reset.mutate(user.id), (user) => ({
    heading: 'Reset two-step sign-in',
    confirmLabel: 'Reset',
    message: `Take the two-step sign-in off ${displayNameOf(user)}'s account? Do this when they have lost their phone and their recovery codes. They are signed out, and set it up again when they next sign in.`,
  }));

  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total, PEOPLE_PAGE_SIZE);
  // A delete can empty the last page: show the one before it instead.
  const shownPage = list.data ? clampPage(page, pageCount) : page;
  if (shownPage !== page) setPage(shownPage);

  const runSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    setPage(1);
  };

  return (
    <>
      <section className="people" aria-labelledby="people-list-title">
        <h2 id="people-list-title">Accounts</h2>
        <form role="search" className="people__search" onSubmit={runSearch} aria-label="Search people">
          <TextField label="Search by name, email or child's name" name="q" type="search" limit={textLimitOf(usersQuerySchema.shape.q)} />
          <Button type="submit">Search</Button>
        </form>
        <p className="people__count" role="status">
          {list.data && (search ? `${total} ${total === 1 ? 'account matches' : 'accounts match'} “${search}”.` : `${total} accounts in all.`)}
        </p>
        {list.isPending && <Spinner label="Loading the accounts" />}
        {list.data && list.data.users.length > 0 && (
          <PeopleTable
            users={list.data.users}
            caption={`Accounts, page ${shownPage} of ${pageCount}`}
            parentNames={list.data.parentNames}
            childNames={list.data.childNames}
            onChange={setChanging}
            onDelete={confirmDelete.ask}
            onAddChild={setParent}
            onResetTwoStep={confirmReset.ask}
          />
        )}
        {pageCount > 1 && <Pagination page={shownPage} pageCount={pageCount} onChange={setPage} label="Pages of accounts" />}
      </section>
      <InactiveAccounts onDelete={confirmDelete.ask} />
      <section className="people__create card">
        <CreateUserForm />
      </section>
      <Modal open={changing !== null} onClose={() => setChanging(null)} title={changing ? `Change ${displayNameOf(changing)}` : 'Change'}>
        {changing && <ChangeAccountForm key={changing.id} user={changing} onDone={() => setChanging(null)} />}
      </Modal>
      <Modal open={parent !== null} onClose={() => setParent(null)} title={parent ? `A child's account for ${displayNameOf(parent)}` : 'A child\'s account'}>
        {parent && <ChildAccountForm key={parent.id} parentId={parent.id} onDone={() => setParent(null)} onCancel={() => setParent(null)} />}
      </Modal>
      {confirmDelete.dialog}
      {confirmReset.dialog}
    </>
  );
}
