/** Success and empty texts of spec section 8 for flyers, shown by the site and the staff console alike. */
export const SOCIAL_EVENT_SUCCESS = {
  created: 'Successfully created SocialEvent',
  updated: 'Successfully updated SocialEvent',
  deleted: 'Successfully deleted SocialEvent',
} as const;

/** Spec section 8: a create or update answered without the event. */
export const SOCIAL_EVENT_MISSING = 'SocialEvent response is undefined';

/** Asked before a flyer is deleted, under the Delete Confirmation heading. */
export const SOCIAL_EVENT_CONFIRM_DELETE = 'Are you sure that you want to delete this flyer?';
