/** Texts of spec sections 5 and 8 for teachers, spelled exactly as the spec has them. */
export const TEACHER_SUCCESS = {
  created: 'Successfully created Teacher',
  updated: 'Successfully updated Teacher',
  deleted: 'Successfully deleted Teacher',
} as const;

/** Spec section 8: shown when the API answers without the teacher it should have sent. */
export const TEACHER_MISSING = 'Teacher response is undefined';

export const TEACHER_CONFIRM_DELETE = 'Are you sure that you want to delete this teacher?';

/** What the API answers when a teacher request cannot be done. */
export const TEACHER_ERRORS = {
  notFound: 'We could not find that teacher. They may have been removed already.',
} as const;
