/** A POST /api/moderation body: one action for these ids of one kind. */
export const decision = (kind: 'comment' | 'testimonial', ids: string[], action: string) => ({ action, items: ids.map((id) => ({ kind, id })) });

interface Outcome {
  id: string;
  from: string;
  to: string;
}

/** The items a decision moved, as { id, from, to }: what an undo needs. */
export const movedBy = (body: { items: Outcome[] }) => body.items.filter((item) => item.from !== item.to).map(({ id, from, to }) => ({ id, from, to }));
