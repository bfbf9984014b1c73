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

/** Asked before a picture is deleted, under the Delete Confirmation heading. */
export const GALLERY_CONFIRM_DELETE = 'Are you sure that you want to delete this picture?';
