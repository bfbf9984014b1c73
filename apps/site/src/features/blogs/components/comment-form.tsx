import { COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import { createCommentSchema } from '@trailside/domain/comments/comment.schema';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreateComment } from '../api/create-comment';

interface CommentFormProps {
  /** "blogs/{id}" for a comment on the post, a comment's docPath for a reply. */
  parentDocPath: string;
  reply?: boolean;
  onPosted?: () => void;
}

/** Signed-in users write here; visitors are asked to log in (spec section 5). */
export function CommentForm({ parentDocPath, reply = false, onPosted }: CommentFormProps) {
  const { session } = useAuth();
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateComment();

  if (!session) {
    return (
      <p className="comment-form__login">
        {COMMENT_TEXTS.logInToPost}. <Link to="/login">Log in</Link> or <Link to="/sign-up">sign up</Link> to join the conversation.
      </p>
    );
  }

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
        maxLength={5000}
        error={errorFor('comment')}
        hint="Comments appear once the school office has approved them."
      />
      <Button type="submit" disabled={creation.isPending}>
        {reply ? 'Post Reply' : 'Post Comment'}
      </Button>
    </form>
  );
}
