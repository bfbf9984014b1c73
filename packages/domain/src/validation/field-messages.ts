/** Texts many forms' fields share, written once (a field's own texts stay beside its schema). */
export const FIELD_MESSAGES = {
  tooLong: 'This is too long; please shorten it',
  emailFormat: 'Please enter a valid email address, like name@example.com',
} as const;
