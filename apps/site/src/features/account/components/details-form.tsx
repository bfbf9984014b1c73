import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { changedFields } from '@trailside/domain/changes/changed-fields';
import { updateUserSchema } from '@trailside/domain/users/user.schema';
import type { User } from '@trailside/domain/users/user.types';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { fileFrom, textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { type FormEvent, useId, useState } from 'react';
import { useChangeOwnAccount } from '@trailside/ui/account/api/change-own-account';

const limit = (name: 'fname' | 'lname' | 'phone' | 'email') => textLimitOf(updateUserSchema.shape[name]);

/**
 * Names, phone, picture and e-mail of an account: one's own (a new e-mail needs the current password), or, for a
 * parent, a child's. Only what changed is sent.
 */
export function DetailsForm({ user, own }: { user: User; own: boolean }) {
  const { formRef, check, errorFor } = useFormValidation();
  const change = useChangeOwnAccount(ACCOUNT_SUCCESS.detailsSaved);
  const [email, setEmail] = useState(user.email);
  const headingId = useId();
  const emailChanges = own && email.trim().toLowerCase() !== user.email;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const data = new FormData(event.currentTarget);
    const { currentPassword, ...fields } = textFieldsOf(data);
    const edited = check(updateUserSchema, { id: user.id, ...fields });
    if (!edited) return;
    const { id, ...wanted } = edited;
    const changes = changedFields<Record<string, unknown>>({ fname: user.fname, lname: user.lname, phone: user.phone, email: user.email }, wanted);
    const profileImage = fileFrom(data, 'profileImage');
    if (Object.keys(changes).length === 0 && !profileImage) return;
    change.mutate({ payload: { id, ...changes, ...(changes.email ? { currentPassword } : {}) }, profileImage });
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="form-grid__wide">
        {own ? 'Your details' : `${user.fname}'s details`}
      </h2>
      <TextField label="First Name" name="fname" autoComplete={own ? 'given-name' : 'off'} required limit={limit('fname')} defaultValue={user.fname} error={errorFor('fname')} />
      <TextField label="Last Name" name="lname" autoComplete={own ? 'family-name' : 'off'} required limit={limit('lname')} defaultValue={user.lname} error={errorFor('lname')} />
      <TextField label="Phone" name="phone" type="tel" autoComplete={own ? 'tel' : 'off'} limit={limit('phone')} defaultValue={user.phone ?? ''} error={errorFor('phone')} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete={own ? 'email' : 'off'}
        required
        limit={limit('email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor('email')}
      />
      {emailChanges && (
        <TextField
          label="Your current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errorFor('currentPassword')}
          hint="To change your email, please confirm it is you."
        />
      )}
      <div className="form-grid__wide">
        <ImagePicker label="Profile picture" name="profileImage" accept={IMAGE_KINDS.profile.accept} />
      </div>
      <FormActions submitLabel="Save" busy={change.isPending} busyLabel="Saving" className="form-grid__wide" />
    </form>
  );
}
