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

/** What the API answers when a comment request cannot be done. */
export const COMMENT_ERRORS = {
  notFound: 'We could not find that comment. It may have been removed.',
  cursorGone: 'The last comment you were reading has been removed. Please load the comments again.',
  notYours: 'You can change only your own comments.',
  adminOnly: 'Only school administrators can approve or reject comments.',
  someNotFound: (ids: string[]) => `We could not find these comments, so nothing was changed: ${ids.join(', ')}`,
} as const;

/** Asked before a comment is deleted, under the Delete Confirmation heading. */
export const COMMENT_CONFIRM_DELETE = 'Are you sure that you want to delete this comment?';
