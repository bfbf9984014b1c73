import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { API_MESSAGES, UPLOAD_LIMIT_MESSAGES } from '@trailside/domain/api/api.messages';
import type { ApiErrorBody, ApiErrorCode } from '@trailside/domain/api/errors';
import type { Response } from 'express';
import { RETRY_AFTER } from './problem';

const CODES: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Every failure leaves the API as { statusCode, code, message }, whatever threw it. */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const response = host.switchToHttp().getResponse<Response>();
    const retryAfter = (exception as { [RETRY_AFTER]?: number } | null)?.[RETRY_AFTER];
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    // The body is always one of the shapes above: never a stack trace or an internal message, in any environment.
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null && 'code' in response) return response as ApiErrorBody;
      const message = messageOf(response, exception.message);
      return { statusCode, code: CODES[statusCode] ?? 'ERROR', message: UPLOAD_LIMIT_MESSAGES[message] ?? message };
    }
    if (isBodyTooLarge(exception)) return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.bodyTooLarge };
    const unreadable = unreadableBody(exception);
    if (unreadable) return unreadable;
    if (exception instanceof UniqueConstraintViolationException) {
      return { statusCode: 409, code: 'CONFLICT', message: API_MESSAGES.conflict };
    }
    return { statusCode: 500, code: 'INTERNAL_ERROR', message: API_MESSAGES.internal };
  }
}

/** body-parser's own error for a body over the JSON_BODY_LIMIT, raised before any route runs. */
function isBodyTooLarge(exception: unknown): boolean {
  return typeof exception === 'object' && exception !== null && (exception as { type?: unknown }).type === 'entity.too.large';
}

/**
 * body-parser's refusals of a body it cannot read (an unknown Content-Encoding or charset, a compressed body that
 * does not decompress), raised before any route runs: the caller's mistake, so a 4xx that says what to send.
 */
function unreadableBody(exception: unknown): ApiErrorBody | null {
  const { status, expose, type } = (exception ?? {}) as { status?: unknown; expose?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose !== true) return null;
  if (type === 'encoding.unsupported') return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: API_MESSAGES.unsupportedEncoding };
  if (type === 'charset.unsupported') return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: API_MESSAGES.unsupportedCharset };
  return { statusCode: status, code: CODES[status] ?? 'BAD_REQUEST', message: API_MESSAGES.unreadableBody };
}

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : fallback;
}
