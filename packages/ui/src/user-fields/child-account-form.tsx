import { createChildSchema } from '@trailside/domain/account/account.schema';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { type FormEvent, useId } from 'react';
import { useCreateChild } from '../account/api/create-child';
import { FormActions } from '../form-field/form-actions';
import { textFieldsOf } from '../form-field/form-data';
import { TextField } from '../form-field/text-field';
import { useFormValidation } from '../form-field/use-form-validation';
import { NewPasswordField } from './new-password-field';

interface ChildAccountFormProps {
  /** Staff making it for this parent; a parent's own form leaves it out. */
  parentId?: string;
  onDone: () => void;
  onCancel?: () => void;
}

/** A child's account, linked to its parent: the child signs in with this e-mail and password; others see the first name only. */
export function ChildAccountForm({ parentId, onDone, onCancel }: ChildAccountFormProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateChild(parentId);
  const headingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const child = check(createChildSchema, textFieldsOf(new FormData(event.currentTarget)));
    if (child) creation.mutate(child, { onSuccess: onDone });
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="form-grid__wide">
        Add a child's account
      </h3>
      <p className="form-grid__wide">Others only ever see a child's first name, and staff read what they write before it is shown.</p>
      <TextField label="Child's email" name="email" type="email" autoComplete="off" required limit={textLimitOf(createChildSchema.shape.email)} error={errorFor('email')} hint="What they sign in with." />
      <NewPasswordField label="Child's password" error={errorFor('password')} />
      <TextField label="Child's First Name" name="fname" autoComplete="off" required limit={textLimitOf(createChildSchema.shape.fname)} error={errorFor('fname')} />
      <TextField label="Child's Last Name" name="lname" autoComplete="off" required limit={textLimitOf(createChildSchema.shape.lname)} error={errorFor('lname')} />
      <FormActions submitLabel="Add the account" busy={creation.isPending} busyLabel="Making the account" onCancel={onCancel} className="form-grid__wide" />
    </form>
  );
}
