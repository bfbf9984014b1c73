const all = ['comments'] as const;

/** Every viewer's list of the comments under one post ("blogs/{id}") or comment (its docPath). */
const under = (parentDocPath: string) => [...all, parentDocPath] as const;

/** Query keys of comments: one list per post ("blogs/{id}") or comment (its docPath), per viewer. */
export const commentKeys = {
  all,
  /** Who is asking is part of the key: authors and staff see comments visitors do not. */
  list: (parentDocPath: string, viewerId: string | null) => [...under(parentDocPath), viewerId] as const,
  under,
  /**
   * The lists a new comment under `parentDocPath` changes: the one it joins and, when it answers a comment, the one
   * showing that comment with its reply count ("blogs/p/comments/c" is listed under "blogs/p").
   */
  touchedByReplyTo: (parentDocPath: string) => {
    const answeredIn = parentDocPath.split('/').slice(0, -2).join('/');
    return answeredIn ? [under(parentDocPath), under(answeredIn)] : [under(parentDocPath)];
  },
};
