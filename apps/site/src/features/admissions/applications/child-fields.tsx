import { LEVEL_NAMES, LEVELS, startTermName } from '@trailside/domain/admissions/admissions.types';
import { Button } from '@trailside/ui/button/button';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';

interface ChildFieldsProps {
  /** The child's place in the form, from 0: the fields are named children.<index>.<field>. */
  index: number;
  /** The starts a family may choose today (startTermsFrom the school's day). */
  terms: readonly string[];
  errorFor: (field: string) => string | null;
  /** Offered for every child but the first. */
  onRemove?: () => void;
}

/** One child applying: name, birthday, class, start and previous school. */
export function ChildFields({ index, terms, errorFor, onRemove }: ChildFieldsProps) {
  const name = (field: string) => `children.${index}.${field}`;
  const title = `Child ${index + 1}`;
  return (
    <fieldset className="apply-form__group form-grid">
      <legend>{title}</legend>
      <TextField label="First name" name={name('firstName')} required error={errorFor(name('firstName'))} />
      <TextField label="Last name" name={name('lastName')} required error={errorFor(name('lastName'))} />
      <TextField label="Date of birth" name={name('dateOfBirth')} type="date" required error={errorFor(name('dateOfBirth'))} />
      <SelectField label="Class" name={name('level')} required defaultValue="" error={errorFor(name('level'))}>
        <option value="" disabled>
          Choose a class
        </option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {LEVEL_NAMES[level]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Would start in" name={name('startTerm')} required defaultValue="" error={errorFor(name('startTerm'))}>
        <option value="" disabled>
          Choose a start
        </option>
        {terms.map((term) => (
          <option key={term} value={term}>
            {startTermName(term)}
          </option>
        ))}
      </SelectField>
      <TextField label="Previous school" name={name('previousSchool')} error={errorFor(name('previousSchool'))} />
      {onRemove && (
        <div className="form-grid__wide">
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${title}`}>
            Remove this child
          </Button>
        </div>
      )}
    </fieldset>
  );
}
