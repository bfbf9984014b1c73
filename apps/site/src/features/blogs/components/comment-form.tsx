import { errorMessageOf } from '@trailside/domain/api/errors';
import { COMMENT_SUCCESS, COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import { createCommentSchema } from '@trailside/domain/comments/comment.schema';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { FieldFrame } from '@trailside/ui/form-field/field-frame';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
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
  const { showMessage } = useMessage();

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
        showMessage(MessageStatus.SUCCESS, COMMENT_SUCCESS.created);
        form.reset();
        onPosted?.();
      },
      onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    });
  };

  const label = reply ? 'Your reply' : 'Your comment';
  return (
    <form ref={formRef} className="comment-form" onSubmit={submit} noValidate>
      <FieldFrame label={label} required error={errorFor('comment')} hint="Comments appear once the school office has approved them.">
        {(control) => <textarea {...control} name="comment" className="field__control" rows={reply ? 3 : 5} required maxLength={5000} />}
      </FieldFrame>
      <Button type="submit" disabled={creation.isPending}>
        {reply ? 'Post Reply' : 'Post Comment'}
      </Button>
    </form>
  );
}
