import { COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { CommentFormProps } from './comment-composer';

// The form itself is for signed-in people only: a visitor's page never fetches it.
const CommentComposer = lazy(() => import('./comment-composer').then((module) => ({ default: module.CommentComposer })));

/** Signed-in users write here; visitors are asked to log in (spec section 5). */
export function CommentForm(props: CommentFormProps) {
  const { session } = useAuth();

  if (!session) {
    return (
      <p className="comment-form__login">
        {COMMENT_TEXTS.logInToPost}. <Link to="/login">Log in</Link> or <Link to="/sign-up">sign up</Link> to join the conversation.
      </p>
    );
  }

  return (
    <Suspense fallback={null}>
      <CommentComposer {...props} />
    </Suspense>
  );
}
