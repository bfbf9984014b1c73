/** Texts of spec sections 5 and 8 for comments. */
export const COMMENT_SUCCESS = {
  created: 'Successfully created Comment',
  updated: 'Successfully updated Comment',
  deleted: 'Comment Deleted',
  fetched: 'Successfully fetched Comments',
} as const;

export const COMMENT_TEXTS = {
  missing: 'Comment response is undefined',
  logInToPost: 'Please log in to post',
  awaitingApproval: 'Awaiting approval',
} as const;

/** Asked before a comment is deleted, under the Delete Confirmation heading. */
export const COMMENT_CONFIRM_DELETE = 'Are you sure that you want to delete this comment?';
