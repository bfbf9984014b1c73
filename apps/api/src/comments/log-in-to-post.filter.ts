import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import { ErrorBodyFilter } from '../common/errors/error-body.filter';
import { problem } from '../common/errors/problem';

/** Spec section 5: a visitor who tries to comment is told "Please log in to post", not the generic sign-in text. */
@Catch()
export class LogInToPostFilter implements ExceptionFilter {
  private readonly errors = new ErrorBodyFilter();

  catch(exception: unknown, host: ArgumentsHost) {
    const response = exception instanceof HttpException ? exception.getResponse() : undefined;
    const noToken = typeof response === 'object' && response !== null && (response as { code?: string }).code === 'UNAUTHORIZED';
    this.errors.catch(noToken ? problem(401, 'UNAUTHORIZED', COMMENT_TEXTS.logInToPost) : exception, host);
  }
}
