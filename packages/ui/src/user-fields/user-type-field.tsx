import { USER_TYPE_LABELS, USER_TYPES, type UserType } from '@trailside/domain/users/user-type';
import { SelectField } from '../form-field/select-field';

interface UserTypeFieldProps {
  error: string | null;
  /** The type already chosen; none (Choose one) for a new user. */
  defaultValue?: UserType;
  /** Told of each choice (the sign-up form asks a child for a parent's e-mail). */
  onChoose?: (type: UserType) => void;
}

/** The user form's type: parent, teacher or child (spec section 3). */
export function UserTypeField({ error, defaultValue, onChoose }: UserTypeFieldProps) {
  return (
    <SelectField label="User type" name="type" required defaultValue={defaultValue ?? ''} error={error} onChange={(event) => onChoose?.(event.target.value as UserType)}>
      {defaultValue === undefined && (
        <option value="" disabled>
          Choose one
        </option>
      )}
      {USER_TYPES.map((type) => (
        <option key={type} value={type}>
          {USER_TYPE_LABELS[type]}
        </option>
      ))}
    </SelectField>
  );
}
