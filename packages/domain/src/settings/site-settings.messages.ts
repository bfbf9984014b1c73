/** Success text for a change to the school's details, in the pattern of spec section 8. */
export const SETTINGS_SUCCESS = {
  updated: 'Successfully updated Settings',
} as const;
