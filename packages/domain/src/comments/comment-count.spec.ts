import { commentCountLabel, type CommentNoun } from './comment-count';

describe('commentCountLabel', () => {
  it.each<[number, CommentNoun | undefined, string]>([
    [0, undefined, '0 comments'],
    [1, undefined, '1 comment'],
    [2, 'comment', '2 comments'],
    [0, 'Comment', '0 Comments'],
    [1, 'Comment', '1 Comment'],
    [4, 'Comment', '4 Comments'],
    [0, 'reply', '0 replies'],
    [1, 'reply', '1 reply'],
    [12, 'reply', '12 replies'],
  ])('should name %p with %p as %p', (count, noun, expected) => {
    expect(commentCountLabel(count, noun)).toBe(expected);
  });
});
