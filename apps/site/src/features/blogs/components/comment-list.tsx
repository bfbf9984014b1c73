import { errorMessageOf } from '@trailside/domain/api/errors';
import { canEditComment, isAwaitingApproval } from '@trailside/domain/comments/comment.rules';
import { COMMENT_SUCCESS, COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { MessageStatus } from '@trailside/domain/messages/message';
import { isAdmin } from '@trailside/domain/users/access-level';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useState } from 'react';
import { useComments } from '../api/get-comments';
import { useModerateComment } from '../api/moderate-comment';
import { useEditComment } from '../api/update-comment';
import { BlogDate } from './blog-date';
import { CommentForm } from './comment-form';
import './comments.css';

const repliesLabel = (count: number) => (count === 1 ? '1 reply' : `${count} replies`);

/** The comments under a post or a comment, fetched when shown (spec section 4). */
export function CommentList({ parentDocPath, label }: { parentDocPath: string; label: string }) {
  const comments = useComments(parentDocPath);
  if (comments.isPending) return <Spinner label="Loading comments" />;
  if (comments.isError) return <p className="comments__note">{errorMessageOf(comments.error)}</p>;
  if (comments.data.length === 0) return null;
  return (
    <ul className="comments__list" aria-label={label}>
      {comments.data.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </ul>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

function CommentItem({ comment }: { comment: BlogComment }) {
  const { session } = useAuth();
  const { showMessage } = useMessage();
  const moderation = useModerateComment();
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const edit = useEditComment();
  const actor = session ? { id: session.authUser.id, accessLevel: session.authUser.accessLevel } : null;
  const staff = isAdmin(actor?.accessLevel);

  const moderate = (action: 'approve' | 'delete') =>
    moderation.mutate(
      { id: comment.id, action },
      {
        onSuccess: () => showMessage(MessageStatus.SUCCESS, action === 'approve' ? COMMENT_SUCCESS.updated : COMMENT_SUCCESS.deleted),
        onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
      },
    );

  const saveEdit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('comment') ?? '').trim();
    if (!text || edit.isPending) return;
    edit.mutate(
      { id: comment.id, comment: text },
      {
        onSuccess: () => {
          showMessage(MessageStatus.SUCCESS, COMMENT_SUCCESS.updated);
          setEditing(false);
        },
        onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
      },
    );
  };

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
            <form className="comment-form" onSubmit={saveEdit} aria-label="Edit comment">
              <label className="visually-hidden" htmlFor={`edit-${comment.id}`}>
                Edit your comment
              </label>
              <textarea id={`edit-${comment.id}`} name="comment" className="field__control" rows={3} defaultValue={comment.comment} required maxLength={5000} />
              <div className="comment__actions">
                <Button type="submit" disabled={edit.isPending}>
                  Save
                </Button>
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <p className="comment__text">{comment.comment}</p>
          )}
          <div className="comment__actions">
            {comment.replyCount > 0 && (
              <button type="button" className="comment__toggle" aria-expanded={showReplies} onClick={() => setShowReplies(!showReplies)}>
                {showReplies ? `Hide ${repliesLabel(comment.replyCount)}` : `Show ${repliesLabel(comment.replyCount)}`}
              </button>
            )}
            {session && (
              <button type="button" className="comment__toggle" aria-expanded={replying} onClick={() => setReplying(!replying)}>
                Reply<span className="visually-hidden"> to {comment.author}</span>
              </button>
            )}
            {staff && isAwaitingApproval(comment) && (
              <Button variant="secondary" onClick={() => moderate('approve')} disabled={moderation.isPending}>
                Approve
              </Button>
            )}
            {canEditComment(actor, comment) && !editing && (
              <Button variant="link" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {canEditComment(actor, comment) && (
              <Button variant="link" onClick={() => setConfirmDelete(true)} disabled={moderation.isPending}>
                Delete
              </Button>
            )}
          </div>
          {replying && <CommentForm parentDocPath={comment.docPath} reply onPosted={() => { setReplying(false); setShowReplies(true); }} />}
        </div>
      </article>
      {showReplies && (
        <div className="comment__replies">
          <CommentList parentDocPath={comment.docPath} label={`Replies to ${comment.author}`} />
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        heading="Delete Confirmation"
        confirmLabel="Delete"
        message="Are you sure that you want to delete this comment?"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          moderate('delete');
        }}
      />
    </li>
  );
}
