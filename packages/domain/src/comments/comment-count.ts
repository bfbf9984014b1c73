const NOUNS = {
  comment: ['comment', 'comments'],
  Comment: ['Comment', 'Comments'],
  reply: ['reply', 'replies'],
} as const;

/** How a count is named: a card's "3 comments", a heading's "3 Comments", a thread's "3 replies". */
export type CommentNoun = keyof typeof NOUNS;

/** "1 comment", "0 comments", "1 Comment", "2 replies": the count with its noun, singular only for one. */
export function commentCountLabel(count: number, noun: CommentNoun = 'comment'): string {
  const [one, many] = NOUNS[noun];
  return `${count} ${count === 1 ? one : many}`;
}
