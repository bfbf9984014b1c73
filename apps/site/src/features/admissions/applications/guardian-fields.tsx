import { TextField } from '@trailside/ui/form-field/text-field';

interface GuardianFieldsProps {
  /** "guardian" or "secondGuardian": the fields' names start with it, as the schema's issues do. */
  prefix: 'guardian' | 'secondGuardian';
  required: boolean;
  errorFor: (field: string) => string | null;
  /** A signed-in guardian's own details, typed for them. */
  initial?: { name: string; email: string; phone: string };
}

/** A parent or carer: name, e-mail and phone. */
export function GuardianFields({ prefix, required, errorFor, initial }: GuardianFieldsProps) {
  const name = (field: string) => `${prefix}.${field}`;
  return (
    <>
      <TextField label="Full name" name={name('name')} autoComplete={prefix === 'guardian' ? 'name' : 'off'} required={required} defaultValue={initial?.name} error={errorFor(name('name'))} />
      <TextField label="Email" name={name('email')} type="email" autoComplete={prefix === 'guardian' ? 'email' : 'off'} required={required} defaultValue={initial?.email} error={errorFor(name('email'))} />
      <TextField label="Phone" name={name('phone')} type="tel" autoComplete={prefix === 'guardian' ? 'tel' : 'off'} required={required} defaultValue={initial?.phone} error={errorFor(name('phone'))} />
    </>
  );
}
