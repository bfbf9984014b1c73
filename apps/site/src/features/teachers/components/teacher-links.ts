/** Where a teacher's profile lives: the id goes in navigation state (spec section 2) and in the query string. */
export function teacherDetailsLink(id: string) {
  return { to: `/teachers-details?id=${encodeURIComponent(id)}`, state: { id } };
}
