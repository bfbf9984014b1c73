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
