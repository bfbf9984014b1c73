import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { signUpSchema } from '@trailside/domain/users/user.schema';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { UserType } from '@trailside/domain/users/user-type';
import { type ReactNode, useState } from 'react';
import { TextField } from '../form-field/text-field';
import { ImagePicker } from '../image-picker/image-picker';
import { NewPasswordField } from './new-password-field';
import { UserTypeField } from './user-type-field';

/** Spec section 5: child names are not required; they are there for parents. */
const CHILD_NAME_HINT = 'For a parent account.';

interface UserFieldsProps {
  errorFor: (field: string) => string | null;
  /** An admin filling this in for someone else: the browser must not offer the admin's own details. */
  forSomeoneElse?: boolean;
  /** Sign-up: what choosing Child adds (a parent's e-mail, who is mailed to agree, and the captcha that mail costs). */
  childFields?: ReactNode;
  /** In place of the password field: Create User's choice of mailing an invitation instead. */
  passwordFields?: ReactNode;
}

/**
 * The fields of the spec's user form (section 3), in its validation order: type, email, password,
 * First Name, Last Name, then the optional ones. Names match the domain schemas.
 */
export function UserFields({ errorFor, forSomeoneElse = false, childFields, passwordFields }: UserFieldsProps) {
  const auto = (token: string) => (forSomeoneElse ? 'off' : token);
  const [type, setType] = useState<UserType | null>(null);
  return (
    <>
      <UserTypeField error={errorFor('type')} onChoose={setType} />
      <TextField label="Email" name="email" type="email" autoComplete={auto('email')} required limit={textLimitOf(signUpSchema.shape.email)} error={errorFor('email')} />
      {passwordFields ?? <NewPasswordField label="Password" error={errorFor('password')} />}
      <TextField label="First Name" name="fname" autoComplete={auto('given-name')} required limit={textLimitOf(signUpSchema.shape.fname)} error={errorFor('fname')} />
      <TextField label="Last Name" name="lname" autoComplete={auto('family-name')} required limit={textLimitOf(signUpSchema.shape.lname)} error={errorFor('lname')} />
      {type === UserType.CHILD && childFields}
      <TextField label="Phone" name="phone" type="tel" autoComplete={auto('tel')} limit={textLimitOf(signUpSchema.shape.phone)} error={errorFor('phone')} />
      <TextField label="Child's First Name" name="childFirstName" limit={textLimitOf(signUpSchema.shape.childFirstName)} hint={CHILD_NAME_HINT} error={errorFor('childFirstName')} />
      <TextField label="Child's Last Name" name="childLastName" limit={textLimitOf(signUpSchema.shape.childLastName)} hint={CHILD_NAME_HINT} error={errorFor('childLastName')} />
      <ImagePicker label="Profile picture" name="profileImage" accept={IMAGE_KINDS.profile.accept} />
    </>
  );
}
