/** Success texts of spec section 8 for user changes, shown by the site and the staff console alike. */
export const USER_SUCCESS = {
  created: 'Successfully created User',
  updated: 'Successfully updated User',
  deleted: 'Successfully deleted User',
} as const;
