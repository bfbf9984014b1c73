/** Query key of the admin page's short links. */
export const shortUrlKeys = {
  all: ['short-urls'] as const,
};
