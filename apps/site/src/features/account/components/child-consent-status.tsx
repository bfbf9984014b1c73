import { CHILD_CONSENT_TEXT } from '@trailside/domain/account/account.messages';
import { askAnotherParentSchema } from '@trailside/domain/account/account.schema';
import type { ChildConsentStatus } from '@trailside/domain/account/account.types';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { useAskAnotherParent } from '@trailside/ui/account/api/ask-another-parent';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import type { FormEvent } from 'react';

/** What a child who signed up alone reads while no parent has agreed: mailed, not mailed (ask them), or declined. */
export function ChildConsentStatusCard({ status }: { status: ChildConsentStatus }) {
  const { parentEmail, state } = status;
  const text = state === 'mailed' ? CHILD_CONSENT_TEXT.mailed(parentEmail) : state === 'not-mailed' ? CHILD_CONSENT_TEXT.notMailed(parentEmail) : CHILD_CONSENT_TEXT.declined(parentEmail);
  return (
    <div className="card">
      <p role="status">{text}</p>
      {state === 'declined' && <AnotherParentForm />}
    </div>
  );
}

/** A child whose parent declined names another; the card above then says whether we could email them. */
function AnotherParentForm() {
  const { formRef, check, errorFor } = useFormValidation();
  const ask = useAskAnotherParent();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ask.isPending) return;
    const body = check(askAnotherParentSchema, textFieldsOf(new FormData(event.currentTarget)));
    if (body) ask.mutate(body);
  };
  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-label="Name another parent">
      <TextField label="A parent's email" name="parentEmail" type="email" autoComplete="off" required limit={textLimitOf(askAnotherParentSchema.shape.parentEmail)} error={errorFor('parentEmail')} />
      <FormActions submitLabel="Ask this parent" busy={ask.isPending} busyLabel="Asking" />
    </form>
  );
}
