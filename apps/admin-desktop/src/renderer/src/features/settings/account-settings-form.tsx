import { updateAccountPolicySchema } from '@trailside/domain/account/account.schema';
import { MAX_INACTIVE_MONTHS, MIN_INACTIVE_MONTHS } from '@trailside/domain/account/retention.rules';
import type { AccountPolicy } from '@trailside/domain/account/two-step.rules';
import { changedFields } from '@trailside/domain/changes/changed-fields';
import { isGod } from '@trailside/domain/users/access-level';
import { useUpdateAccountPolicy } from '@trailside/ui/account/api/update-account-policy';
import { useActor } from '@trailside/ui/auth/use-actor';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { type FormEvent, useId } from 'react';

/**
 * The school's account settings: whether staff must sign in in two steps (a GOD's choice, with two-step sign-in
 * on their own account), and how long an account that has not signed in is kept before People lists it for review.
 */
export function AccountSettingsForm({ policy }: { policy: AccountPolicy }) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateAccountPolicy();
  const god = isGod(useActor()?.accessLevel);
  const checkboxId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const data = new FormData(event.currentTarget);
    const wanted = { inactiveAccountMonths: data.get('inactiveAccountMonths'), ...(god ? { twoStepRequiredForStaff: data.get('twoStepRequiredForStaff') === 'on' } : {}) };
    const edited = check(updateAccountPolicySchema, wanted);
    if (!edited) return;
    const change = check(updateAccountPolicySchema, changedFields<Record<string, unknown>>({ ...policy }, edited));
    if (change) update.mutate(change);
  };

  return (
    <form ref={formRef} className="form-grid card" onSubmit={submit} noValidate aria-label="Account settings">
      <h2 className="form-grid__wide">Accounts</h2>
      <div className="field form-grid__wide">
        <input id={checkboxId} type="checkbox" name="twoStepRequiredForStaff" defaultChecked={policy.twoStepRequiredForStaff} disabled={!god} aria-describedby={`${checkboxId}-hint`} />{' '}
        <label htmlFor={checkboxId}>Staff sign in in two steps (a code from an app after the password)</label>
        <p id={`${checkboxId}-hint`} className="field__hint">
          {god
            ? 'Turn on once your own account has two-step sign-in. Staff without it are signed out and set it up at their next sign-in.'
            : 'Only a GOD administrator can change this.'}
        </p>
      </div>
      <TextField
        label="Keep accounts that have not signed in for (months)"
        name="inactiveAccountMonths"
        type="number"
        inputMode="numeric"
        min={MIN_INACTIVE_MONTHS}
        max={MAX_INACTIVE_MONTHS}
        required
        defaultValue={policy.inactiveAccountMonths}
        error={errorFor('inactiveAccountMonths') ?? errorFor('')}
        hint="After this, People lists the account for you to review. Nothing is removed unless you delete it."
      />
      <FormActions busy={update.isPending} busyLabel="Saving the account settings" className="form-grid__wide" />
    </form>
  );
}
