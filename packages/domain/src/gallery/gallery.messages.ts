/** Success texts of spec section 8 for the gallery. */
export const GALLERY_SUCCESS = {
  created: 'Successfully created Gallery Image(s)',
  updated: 'Successfully updated Gallery Image(s)',
  deleted: 'Successfully deleted Gallery Image(s)',
} as const;

/** Spec section 8: empty results. */
export const GALLERY_EMPTY = {
  noMore: 'Sorry, no more pics.',
  empty: 'Gallery is empty.',
} as const;

/** Shown when the API answers without the picture it should have sent (worded like spec section 8's others). */
export const GALLERY_MISSING = 'Gallery Image response is undefined';

/** What the API answers when a gallery request cannot be done. */
export const GALLERY_ERRORS = {
  notFound: 'We could not find that picture. It may have been deleted already.',
  unknownCursor: 'The picture to continue after is no longer in the gallery. Please reload the gallery.',
  noImages: 'Please choose at least one picture',
} as const;

/** Asked before a picture is deleted, under the Delete Confirmation heading. */
export const GALLERY_CONFIRM_DELETE = 'Are you sure that you want to delete this picture?';

/** The staff console asks for each gallery picture's description before sending it: the site shows it as the picture's alt text. */
export const GALLERY_ALT_REQUIRED = 'Please describe this picture for people who cannot see it';
