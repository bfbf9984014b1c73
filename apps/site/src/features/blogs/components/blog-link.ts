/** Spec section 2: the post id travels in navigation state; the query string keeps the link shareable. */
export interface BlogDetailsState {
  blogId?: string;
}

export const blogDetailsLink = (id: string) => ({
  to: `/blog-details?id=${encodeURIComponent(id)}`,
  state: { blogId: id } satisfies BlogDetailsState,
});
