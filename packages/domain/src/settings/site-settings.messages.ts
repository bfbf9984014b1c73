/** Shown when the API answers without the settings it should have sent (worded like spec section 8's others). */
export const SITE_SETTINGS_MISSING = 'Settings response is undefined';

/** Success text for a change to the school's details, in the pattern of spec section 8. */
export const SETTINGS_SUCCESS = {
  updated: 'Successfully updated Settings',
} as const;
