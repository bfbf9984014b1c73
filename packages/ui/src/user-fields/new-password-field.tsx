import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@trailside/domain/users/user.schema';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { TextField, type TextFieldProps } from '../form-field/text-field';

/** A password being chosen (signing up, a new account, a reset): the browser may offer one, and the hint says the rule. */
export function NewPasswordField(props: Omit<TextFieldProps, 'name' | 'type' | 'autoComplete' | 'required' | 'hint'>) {
  return <TextField {...props} name="password" type="password" autoComplete="new-password" required limit={textLimitOf(newPasswordSchema)} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />;
}
