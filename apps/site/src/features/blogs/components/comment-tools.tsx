import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { COMMENT_CONFIRM_DELETE } from '@trailside/domain/comments/comment.messages';
import { can } from '@trailside/domain/access/access.rules';
import { updateCommentSchema } from '@trailside/domain/comments/comment.schema';
import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { offers } from '@trailside/domain/moderation/visibility.rules';
import { useActor } from '@trailside/ui/auth/use-actor';
import { Button } from '@trailside/ui/button/button';
import { useDeleteComment } from '@trailside/ui/comments/api/delete-comment';
import { useUpdateComment } from '@trailside/ui/comments/api/update-comment';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import type { FormEvent } from 'react';

/**
 * What a signed-in person may do to a comment, by the access table: staff approve one where its state offers
 * approval (actionsFor; the thread never shows deleted ones), its author (or staff) edits or deletes it. Loaded only
 * for signed-in people (CommentList), so visitors never fetch it.
 */
export function CommentTools({ comment, editing, onEdit }: { comment: BlogComment; editing: boolean; onEdit: () => void }) {
  const actor = useActor();
  const update = useUpdateComment();
  const deletion = useDeleteComment();
  const confirmDelete = useConfirmedAction(() => deletion.mutate(comment.id), { ...DELETE_CONFIRMATION, message: COMMENT_CONFIRM_DELETE });
  const busy = update.isPending || deletion.isPending;
  return (
    <>
      {can(actor, 'comment.moderate', comment) && offers(comment, 'approve') && (
        <Button variant="secondary" onClick={() => update.mutate({ id: comment.id, approved: true })} disabled={busy}>
          Approve
        </Button>
      )}
      {can(actor, 'comment.update', comment) && !editing && (
        <Button variant="link" onClick={onEdit}>
          Edit
        </Button>
      )}
      {can(actor, 'comment.delete', comment) && (
        <Button variant="link" onClick={() => confirmDelete.ask()} disabled={busy}>
          Delete
        </Button>
      )}
      {confirmDelete.dialog}
    </>
  );
}

/** The author's (or an admin's) new text in place; saved, it waits for approval again (spec section 4). */
export function CommentEditForm({ comment, onDone }: { comment: BlogComment; onDone: () => void }) {
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
        limit={textLimitOf(updateCommentSchema.shape.comment)}
        defaultValue={comment.comment}
        error={errorFor('comment')}
      />
      <FormActions busy={update.isPending} onCancel={onDone} />
    </form>
  );
}
