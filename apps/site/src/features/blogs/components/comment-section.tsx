import { commentCountLabel } from '@trailside/domain/comments/comment-count';
import { blogDocPath } from '@trailside/domain/comments/comment.rules';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import './comments.css';

/** The conversation under a post: its comments (replies on request) and the form for a new one. */
export function CommentSection({ blog }: { blog: Blog }) {
  const path = blogDocPath(blog.id);
  return (
    <section className="comments card" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        {commentCountLabel(blog.replyCount, 'Comment')}
      </h2>
      <CommentList parentDocPath={path} />
      <h3 className="comments__subtitle">Leave a comment</h3>
      <CommentForm parentDocPath={path} />
    </section>
  );
}
