/** Texts of spec section 8 for posts, shown by the site and the staff console alike. */
export const BLOG_SUCCESS = {
  created: 'Successfully created Blog',
  updated: 'Successfully updated Blog',
  deleted: 'Successfully deleted Blog',
} as const;

export const BLOG_TEXTS = {
  missing: 'Blog response is undefined',
  noMore: 'Sorry, no more blogs available',
  notFound: 'We could not find that blog post. It may have been removed.',
  cursorGone: 'The last post you were reading has been removed. Please reload the blog list.',
} as const;

/** Spec section 5: a blog card's delete is confirmed, naming what goes with it. */
export const blogDeleteQuestion = (title: string) =>
  `Are you sure that you want to delete this blog? "${title}" and all its comments will be removed.`;
