/** Texts of spec sections 5 and 8 for testimonials, spelled exactly as the spec has them. */
export const TESTIMONIAL_SUCCESS = {
  created: 'Successfully created Testimonial',
  updated: 'Successfully updated Testimonial',
  deleted: 'Successfully deleted Testimonial',
} as const;

/** Spec section 8: shown when the API answers without the testimonial it should have sent. */
export const TESTIMONIAL_MISSING = 'Testimonial response is undefined';

export const TESTIMONIAL_CONFIRM = {
  approve: 'Are you sure that you want to approve this Testimonial?',
  reject: 'Are you sure that you want to reject this Testimonial?',
  delete: 'Are you sure that you want to delete this Testimonial?',
  deleteHeading: 'Delete Confirmation',
  deleteButton: 'Delete',
} as const;

/** The watermark on a testimonial nobody has approved yet; only its author and admins ever see it. */
export const AWAITING_APPROVAL = 'Awaiting Approval';

/** Spec section 5: the testimonial textarea's placeholder. */
export const TESTIMONIAL_PLACEHOLDER = 'Enter testimonial';

/** What the API answers when a testimonial request cannot be done. */
export const TESTIMONIAL_ERRORS = {
  notFound: 'We could not find that testimonial. It may have been deleted already.',
  cursorGone: 'The last testimonial you were reading has been removed. Please load the testimonials again.',
  someNotFound: 'Some of those testimonials no longer exist, so nothing was changed. Please refresh the list and try again.',
  notYours: 'You can change only your own testimonials.',
  textOnly: 'You can change the text of your testimonial; approving and deleting are for school administrators.',
} as const;
