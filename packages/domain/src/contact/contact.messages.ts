/** Spec section 8: the contact forms' success text. */
export const CONTACT_SUCCESS = {
  sent: 'Email Sent Successfully!',
} as const;
