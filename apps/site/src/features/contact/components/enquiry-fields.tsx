import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { contactMessageSchema } from '@trailside/domain/contact/contact.schema';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { TextField } from '@trailside/ui/form-field/text-field';

const limits = {
  name: textLimitOf(contactMessageSchema.shape.name),
  email: textLimitOf(contactMessageSchema.shape.email),
  phone: textLimitOf(contactMessageSchema.shape.phone),
  message: textLimitOf(contactMessageSchema.shape.message),
};

/** Name, email, phone and message: the four required fields of both contact forms (spec section 5). */
export function EnquiryFields({ errorFor }: { errorFor: (field: string) => string | null }) {
  return (
    <>
      <TextField label="Name" name="name" autoComplete="name" required limit={limits.name} error={errorFor('name')} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required limit={limits.email} error={errorFor('email')} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required limit={limits.phone} error={errorFor('phone')} />
      <div className="form-grid__wide">
        <TextAreaField label="Message" name="message" rows={6} required limit={limits.message} error={errorFor('message')} />
      </div>
    </>
  );
}
