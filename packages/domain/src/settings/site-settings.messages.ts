/** Shown when the API answers without the settings it should have sent (worded like spec section 8's others). */
export const SITE_SETTINGS_MISSING = 'Settings response is undefined';
