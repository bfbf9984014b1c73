import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { COMMENT_TEXTS } from '@trailside/domain/comments/comment.messages';
import type { Response } from 'express';
import { ErrorBodyFilter } from '../common/errors/error-body.filter';

/** Spec section 5: a visitor who tries to comment is told "Please log in to post", not the generic sign-in text. */
@Catch()
export class LogInToPostFilter implements ExceptionFilter {
  private readonly fallback = new ErrorBodyFilter();

  catch(exception: unknown, host: ArgumentsHost) {
    const response = exception instanceof HttpException ? exception.getResponse() : undefined;
    const noToken = typeof response === 'object' && response !== null && (response as { code?: string }).code === 'UNAUTHORIZED';
    if (!noToken) return this.fallback.catch(exception, host);
    host.switchToHttp().getResponse<Response>().status(401).json({ statusCode: 401, code: 'UNAUTHORIZED', message: COMMENT_TEXTS.logInToPost });
  }
}
