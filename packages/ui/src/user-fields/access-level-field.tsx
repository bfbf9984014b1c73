import { can } from '@trailside/domain/access/access.rules';
import { ACCESS_LEVEL_NAMES, ACCESS_LEVELS, AccessLevel } from '@trailside/domain/users/access-level';
import { useActor } from '../auth/use-actor';
import { SelectField } from '../form-field/select-field';

const LEVEL_DESCRIPTIONS: Record<AccessLevel, string> = {
  [AccessLevel.GOD]: 'everything, including creating other GOD accounts',
  [AccessLevel.ADMIN]: 'school staff: manages content and users',
  [AccessLevel.GENERAL]: 'parents, teachers and students',
};

interface AccessLevelFieldProps {
  error: string | null;
  defaultValue?: AccessLevel;
}

/**
 * The access level select. Spec section 5: the GOD option is offered only to a GOD (level below 2);
 * the rule, the access table's `user.assignLevel`, lives in the domain and the server applies it again.
 */
export function AccessLevelField({ error, defaultValue = AccessLevel.GENERAL }: AccessLevelFieldProps) {
  const actor = useActor();
  const levels = ACCESS_LEVELS.filter((level) => can(actor, 'user.assignLevel', { accessLevel: level }));
  return (
    <SelectField label="Access level" name="accessLevel" required defaultValue={defaultValue} error={error}>
      {levels.map((level) => (
        <option key={level} value={level}>
          {level} – {ACCESS_LEVEL_NAMES[level]} ({LEVEL_DESCRIPTIONS[level]})
        </option>
      ))}
    </SelectField>
  );
}
