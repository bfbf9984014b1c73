import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ApiErrorBody } from '@trailside/domain/api/errors';
import type { Response } from 'express';

const CODES: Record<number, string> = {
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

/** Upload limits are raised by multer in its own words; these say what to do about them. */
const UPLOAD_MESSAGES: Record<string, string> = {
  'File too large': 'That file is too large to upload. Please choose a smaller picture.',
  'Too many files': 'Too many files at once. Please send fewer.',
};

/** Every failure leaves the API as { statusCode, code, message }, whatever threw it. */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    host.switchToHttp().getResponse<Response>().status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null && 'code' in response) return response as ApiErrorBody;
      const message = messageOf(response, exception.message);
      return { statusCode, code: CODES[statusCode] ?? 'ERROR', message: UPLOAD_MESSAGES[message] ?? message };
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return { statusCode: 409, code: 'CONFLICT', message: 'That already exists. Please check the form and try again.' };
    }
    return {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again in a moment.',
    };
  }
}

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : fallback;
}
