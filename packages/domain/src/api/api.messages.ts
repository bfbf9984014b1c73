/** Texts the API itself answers with, whatever the route: signing in, limits, and its own failures. */
export const ACCESS_MESSAGES = {
  noPolicy: 'This route has no access policy, so it stays closed.',
  signIn: 'Please log in to continue.',
  expired: 'Your session has expired. Please log in again.',
  invalid: 'Your sign-in is no longer valid. Please log in again.',
  admin: 'Only school administrators can do this.',
} as const;

/** A wait in words, rounded up to what a person would say: "a minute", "12 minutes", "an hour", "2 hours". */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

export const API_MESSAGES = {
  /** A rate limit's answer, with the real wait: "a minute" for the sign-in limit, "an hour" for enquiries. */
  tooManyRequests: (seconds: number) => `Too many attempts from this computer. Please wait ${waitText(seconds)} and try again.`,
  conflict: 'That already exists. Please check the form and try again.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  databaseDown: 'The database cannot be reached right now.',
  queryNotJson: 'The query parameter must be JSON, like {"limit":9}.',
  siteNotBuilt: 'The website has not been built yet. Run `npm run build`, then start again.',
  unsupportedEncoding: 'The request is compressed in a way the server cannot read. Please send it uncompressed, or as gzip, deflate or br.',
  unsupportedCharset: 'The request is in a character set the server cannot read. Please send it as UTF-8.',
  unreadableBody: 'The request body could not be read (it may be damaged, or not compressed as its Content-Encoding says). Please send it again.',
  bodyTooLarge: 'That request is too large for the server to read. Please send less at a time.',
  /** U+0000 cannot be stored (SQLite ends a string there, PostgreSQL refuses it in text). */
  nullCharacter: 'The request contains an invisible null character that cannot be saved. Please remove it and try again.',
  /** A multipart body's JSON field (`payload`, or the testimonial change's `data`) that is not JSON. */
  unreadableField: (field: string) => `The form data could not be read (${field} is not valid JSON).`,
} as const;

/** Upload limits are raised by multer in its own words; these say what to do about them. */
export const UPLOAD_LIMIT_MESSAGES: Record<string, string> = {
  'File too large': 'That file is too large to upload. Please choose a smaller picture.',
  'Too many files': 'Too many files at once. Please send fewer.',
};
