import { changedFields } from '@trailside/domain/changes/changed-fields';
import { ACCESS_LEVEL_NAMES } from '@trailside/domain/users/access-level';
import { updateUserSchema } from '@trailside/domain/users/user.schema';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import type { User } from '@trailside/domain/users/user.types';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { AccessLevelField } from '@trailside/ui/user-fields/access-level-field';
import { UserTypeField } from '@trailside/ui/user-fields/user-type-field';
import { useUpdateUser } from '@trailside/ui/users/api/update-user';
import type { FormEvent } from 'react';

interface ChangeAccountFormProps {
  user: User;
  onDone: () => void;
}

/** A user's type and access level; only what changed is sent, and the server checks the level again. */
export function ChangeAccountForm({ user, onDone }: ChangeAccountFormProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateUser();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const fields = textFieldsOf(new FormData(event.currentTarget));
    const edited = check(updateUserSchema, { id: user.id, type: fields.type, accessLevel: Number.parseInt(fields.accessLevel ?? '', 10) });
    if (!edited) return;
    const { id, ...wanted } = edited;
    const changes = changedFields({ type: user.type, accessLevel: user.accessLevel }, wanted);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ payload: { id, ...changes } }, { onSuccess: onDone });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <p>
        {displayNameOf(user)} ({user.email}) is now a {ACCESS_LEVEL_NAMES[user.accessLevel]} account.
      </p>
      <UserTypeField error={errorFor('type')} defaultValue={user.type} />
      <AccessLevelField error={errorFor('accessLevel')} defaultValue={user.accessLevel} />
      <FormActions busy={update.isPending} busyLabel="Saving the change" onCancel={onDone} />
    </form>
  );
}
