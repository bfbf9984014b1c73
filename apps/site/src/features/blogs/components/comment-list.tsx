import { errorMessageOf } from '@trailside/domain/api/errors';
import { commentCountLabel } from '@trailside/domain/comments/comment-count';
import { COMMENT_SUCCESS, COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import { isAwaitingApproval } from '@trailside/domain/comments/comment.rules';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { MessageStatus } from '@trailside/domain/messages/message';
import { initialsOf } from '@trailside/domain/text/initials';
import { useActor } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useComments } from '@trailside/ui/comments/api/get-comments';
import { BlogDate } from './blog-date';
import { CommentForm } from './comment-form';
import './comments.css';

// Approving, editing and deleting are for signed-in people only: a visitor's page never fetches them.
const CommentTools = lazy(() => import('./comment-tools').then((module) => ({ default: module.CommentTools })));
const CommentEditForm = lazy(() => import('./comment-tools').then((module) => ({ default: module.CommentEditForm })));

interface CommentListProps {
  parentDocPath: string;
  /** For a comment's replies: its author, who names the list ("Replies to Maya Okafor"). A post's list is "Comments". */
  repliesTo?: string;
  /** Replies a reader asked to see: spec section 8's "Successfully fetched Comments" once they are in. */
  announce?: boolean;
}

/**
 * The comments under a post or a comment, fetched when shown (spec section 4), a page at a time: "Show more" asks
 * for the next, so a thread of hundreds costs its readers one page until they want more.
 */
export function CommentList({ parentDocPath, repliesTo, announce = false }: CommentListProps) {
  const comments = useComments(parentDocPath);
  const { showMessage } = useMessage();
  useEffect(() => {
    if (announce && comments.isSuccess) showMessage(MessageStatus.SUCCESS, COMMENT_SUCCESS.fetched);
  }, [announce, comments.isSuccess, showMessage]);
  if (comments.isPending) return <Spinner label="Loading comments" />;
  // A failed "Show more" keeps the comments already shown, with the reason below them.
  if (!comments.data) return <p className="comments__note">{errorMessageOf(comments.error)}</p>;
  const loaded = comments.data.pages.flat();
  if (loaded.length === 0) return null;
  return (
    <>
      <ul className="comments__list" aria-label={repliesTo === undefined ? 'Comments' : `Replies to ${repliesTo}`}>
        {loaded.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      {comments.hasNextPage && (
        <Button variant="secondary" className="comments__more" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {repliesTo === undefined ? 'Show more comments' : 'Show more replies'}
          {repliesTo !== undefined && <span className="visually-hidden"> to {repliesTo}</span>}
        </Button>
      )}
      {comments.isFetchNextPageError && <p className="comments__note">{errorMessageOf(comments.error)}</p>}
    </>
  );
}

function CommentItem({ comment }: { comment: BlogComment }) {
  const actor = useActor();
  // Replies the reader opens are announced once fetched (spec section 8); replies opened to show the reader's own new
  // reply are not, so the banner keeps "Successfully created Comment".
  const [replies, setReplies] = useState<'hidden' | 'asked for' | 'opened for a reply'>('hidden');
  const showReplies = replies !== 'hidden';
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);

  return (
    <li className="comment">
      <article className="comment__card" aria-label={`Comment by ${comment.author}`}>
        {comment.imageUrl ? (
          <img className="comment__avatar" src={comment.imageUrl} alt="" width={48} height={48} />
        ) : (
          <span className="comment__avatar comment__avatar--initials" aria-hidden="true">
            {initialsOf(comment.author)}
          </span>
        )}
        <div className="comment__main">
          <p className="comment__meta">
            <strong>{comment.author}</strong> · <BlogDate createdAt={comment.updatedAt} />
            {isAwaitingApproval(comment) && <span className="comment__badge">{COMMENT_TEXTS.awaitingApproval}</span>}
          </p>
          {editing ? (
            <Suspense fallback={<p className="comment__text">{comment.comment}</p>}>
              <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <p className="comment__text">{comment.comment}</p>
          )}
          <div className="comment__actions">
            {comment.replyCount > 0 && (
              <button type="button" className="comment__toggle" aria-expanded={showReplies} onClick={() => setReplies(showReplies ? 'hidden' : 'asked for')}>
                {`${showReplies ? 'Hide' : 'Show'} ${commentCountLabel(comment.replyCount, 'reply')}`}
              </button>
            )}
            {actor && (
              <button type="button" className="comment__toggle" aria-expanded={replying} onClick={() => setReplying(!replying)}>
                Reply<span className="visually-hidden"> to {comment.author}</span>
              </button>
            )}
            {actor && (
              <Suspense fallback={null}>
                <CommentTools comment={comment} editing={editing} onEdit={() => setEditing(true)} />
              </Suspense>
            )}
          </div>
          {replying && <CommentForm parentDocPath={comment.docPath} reply onPosted={() => { setReplying(false); if (!showReplies) setReplies('opened for a reply'); }} />}
        </div>
      </article>
      {showReplies && (
        <div className="comment__replies">
          <CommentList parentDocPath={comment.docPath} repliesTo={comment.author} announce={replies === 'asked for'} />
        </div>
      )}
    </li>
  );
}
