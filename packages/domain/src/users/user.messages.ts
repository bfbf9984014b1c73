/** Success texts of spec section 8 for user changes, shown by the site and the staff console alike. */
export const USER_SUCCESS = {
  created: 'Successfully created User',
  updated: 'Successfully updated User',
  deleted: 'Successfully deleted User',
} as const;

/** Shown when the API answers without the user it should have sent (worded like spec section 8's others). */
export const USER_MISSING = 'User response is undefined';

/** What the API answers when a user request cannot be done. */
export const USER_ERRORS = {
  notFound: 'We could not find that user. They may have been deleted already.',
  emailTaken: 'An account with this email already exists. Please log in, or reset your password if you have forgotten it.',
  notYours: 'You can change only your own account, or, as an admin, accounts at your level or below.',
  levelChange: 'Only an administrator can change access levels.',
  godOnly: 'Only a GOD administrator can create or promote another GOD.',
  lastGod: 'The school needs at least one GOD administrator, so the last one cannot be removed or demoted.',
} as const;

/** Asked before an account is deleted, under the Delete Confirmation heading. */
export const userConfirmDelete = (name: string) => `Are you sure that you want to delete this user? ${name} will no longer be able to log in.`;

/** How long a mailed invitation to choose one's password works: a week, for someone who reads the school's mail on Sundays. */
export const INVITATION_TTL_DAYS = 7;

/** While the mail server is down, an invitation waits this long to be mailed (as long as its link would work). */
export const INVITATION_WAIT_HOURS = INVITATION_TTL_DAYS * 24;

/** The mail of a new account made by staff: a link to choose a password, on the site's reset-password page. */
export const INVITATION_MAIL = {
  subject: 'Your Trailside Montessori account is ready',
  greeting: (name: string) => `Hello ${name},`,
  made: "The school office at Trailside Montessori K-8 has made an account for you on the school's website.",
  openLink: `To choose your password, open this link within ${INVITATION_TTL_DAYS} days:`,
  linkText: 'Choose your password',
  once: 'The link works once. Afterwards, log in with this email address and the password you chose. If the link has run out, use "Forgot your password?" on the login page.',
  signOff: ['Warmly,', 'Trailside Montessori K-8'],
} as const;

/** After Create User with an invitation: what staff are told beside the spec's own text. */
export const INVITATION_SUCCESS = {
  mailed: (email: string) => `${USER_SUCCESS.created}. An invitation to choose a password is on its way to ${email}.`,
  held: (email: string) =>
    `${USER_SUCCESS.created}, but ${email} has had as much mail from the school as it may today, so no invitation went. They can choose a password with "Forgot your password?" on the login page.`,
} as const;
