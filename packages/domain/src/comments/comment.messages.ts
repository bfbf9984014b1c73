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
