/**
 * Slot in the footer for the spec's recent-blogs widget (GET /api/blogs-recent, limit 3). Renders
 * nothing until the blogs feature provides the widget; then render it here.
 */
export function FooterRecentBlogs() {
  return null;
}
