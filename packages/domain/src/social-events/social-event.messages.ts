/** Success and empty texts of spec section 8 for flyers, shown by the site and the staff console alike. */
export const SOCIAL_EVENT_SUCCESS = {
  created: 'Successfully created SocialEvent',
  updated: 'Successfully updated SocialEvent',
  deleted: 'Successfully deleted SocialEvent',
} as const;

/** Spec section 8: a create or update answered without the event. */
export const SOCIAL_EVENT_MISSING = 'SocialEvent response is undefined';

/** What the API answers when a flyer request cannot be done. */
export const SOCIAL_EVENT_ERRORS = {
  notFound: 'We could not find that event. It may have been deleted already.',
} as const;

/** Asked before a flyer is deleted, under the Delete Confirmation heading. */
export const SOCIAL_EVENT_CONFIRM_DELETE = 'Are you sure that you want to delete this flyer?';
