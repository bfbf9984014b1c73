import { errorMessageOf } from '@trailside/domain/api/errors';
import { commentCountLabel } from '@trailside/domain/comments/comment-count';
import { COMMENT_CONFIRM_DELETE, COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import { canEditComment, isAwaitingApproval } from '@trailside/domain/comments/comment.rules';
import { updateCommentSchema } from '@trailside/domain/comments/comment.schema';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { initialsOf } from '@trailside/domain/text/initials';
import { isAdmin } from '@trailside/domain/users/access-level';
import { useActor } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { useDeleteComment } from '@trailside/ui/comments/api/delete-comment';
import { useUpdateComment } from '@trailside/ui/comments/api/update-comment';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useState } from 'react';
import { useComments } from '../api/get-comments';
import { BlogDate } from './blog-date';
import { CommentForm } from './comment-form';
import './comments.css';

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

function CommentItem({ comment }: { comment: BlogComment }) {
  const actor = useActor();
  const staff = isAdmin(actor?.accessLevel);
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment();
  const deletion = useDeleteComment();
  const confirmDelete = useConfirmedAction(() => deletion.mutate(comment.id), { ...DELETE_CONFIRMATION, message: COMMENT_CONFIRM_DELETE });
  const busy = update.isPending || deletion.isPending;

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
            <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
          ) : (
            <p className="comment__text">{comment.comment}</p>
          )}
          <div className="comment__actions">
            {comment.replyCount > 0 && (
              <button type="button" className="comment__toggle" aria-expanded={showReplies} onClick={() => setShowReplies(!showReplies)}>
                {`${showReplies ? 'Hide' : 'Show'} ${commentCountLabel(comment.replyCount, 'reply')}`}
              </button>
            )}
            {actor && (
              <button type="button" className="comment__toggle" aria-expanded={replying} onClick={() => setReplying(!replying)}>
                Reply<span className="visually-hidden"> to {comment.author}</span>
              </button>
            )}
            {staff && isAwaitingApproval(comment) && (
              <Button variant="secondary" onClick={() => update.mutate({ id: comment.id, approved: true })} disabled={busy}>
                Approve
              </Button>
            )}
            {canEditComment(actor, comment) && !editing && (
              <Button variant="link" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {canEditComment(actor, comment) && (
              <Button variant="link" onClick={() => confirmDelete.ask()} disabled={busy}>
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
      {confirmDelete.dialog}
    </li>
  );
}

/** The author's (or an admin's) new text in place; saved, it waits for approval again (spec section 4). */
function CommentEditForm({ comment, onDone }: { comment: BlogComment; onDone: () => void }) {
  const { formRef, check, errorFor } = useFormValidation();
  const update = useUpdateComment();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const change = check(updateCommentSchema, { id: comment.id, comment: new FormData(event.currentTarget).get('comment') });
    if (change) update.mutate(change, { onSuccess: onDone });
  };

  return (
    <form ref={formRef} className="comment-form" onSubmit={submit} noValidate aria-label="Edit comment">
      <TextAreaField
        label="Edit your comment"
        hideLabel
        name="comment"
        required
        rows={3}
        maxLength={5000}
        defaultValue={comment.comment}
        error={errorFor('comment')}
      />
      <FormActions busy={update.isPending} onCancel={onDone} />
    </form>
  );
}
