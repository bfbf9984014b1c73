import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { TextField } from '@trailside/ui/form-field/text-field';

/** Name, email, phone and message: the four required fields of both contact forms (spec section 5). */
export function EnquiryFields({ errorFor }: { errorFor: (field: string) => string | null }) {
  return (
    <>
      <TextField label="Name" name="name" autoComplete="name" required error={errorFor('name')} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errorFor('email')} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required error={errorFor('phone')} />
      <div className="form-grid__wide">
        <TextAreaField label="Message" name="message" rows={6} required error={errorFor('message')} />
      </div>
    </>
  );
}
