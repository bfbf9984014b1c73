import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { createCommentSchema } from '@trailside/domain/comments/comment.schema';
import { Button } from '@trailside/ui/button/button';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import type { FormEvent } from 'react';
import { useCreateComment } from '@trailside/ui/comments/api/create-comment';

export interface CommentFormProps {
  /** "blogs/{id}" for a comment on the post, a comment's docPath for a reply. */
  parentDocPath: string;
  reply?: boolean;
  onPosted?: () => void;
}

/** A signed-in person's new comment or reply (CommentForm shows it only to them). */
export function CommentComposer({ parentDocPath, reply = false, onPosted }: CommentFormProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateComment();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const form = event.currentTarget;
    const payload = check(createCommentSchema, { comment: new FormData(form).get('comment'), parentDocPath });
    if (!payload) return;
    creation.mutate(payload, {
      onSuccess: () => {
        form.reset();
        onPosted?.();
      },
    });
  };

  return (
    <form ref={formRef} className="comment-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={reply ? 'Your reply' : 'Your comment'}
        name="comment"
        required
        rows={reply ? 3 : 5}
        limit={textLimitOf(createCommentSchema.shape.comment)}
        error={errorFor('comment')}
        hint="Comments appear once the school office has approved them."
      />
      <Button type="submit" disabled={creation.isPending}>
        {reply ? 'Post Reply' : 'Post Comment'}
      </Button>
    </form>
  );
}
