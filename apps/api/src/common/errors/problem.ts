import { HttpException } from '@nestjs/common';
import type { ApiErrorBody, ApiErrorCode } from '@trailside/domain/api/errors';
import type { ValidationIssue } from '@trailside/domain/validation/validate';

/**
 * An error with the API's one body shape: a status, a stable code for programs (one of the domain's
 * API_ERROR_CODES, so both front ends know it) and a message for people.
 */
export function problem(statusCode: number, code: ApiErrorCode, message: string, issues?: ValidationIssue[]) {
  const body: ApiErrorBody = issues ? { statusCode, code, message, issues } : { statusCode, code, message };
  return new HttpException(body, statusCode);
}

/** Seconds the caller should wait before trying again, sent as the Retry-After header with the error body. */
export const RETRY_AFTER = Symbol('retryAfterSeconds');

/** A 429 (or 503) that tells the caller, in the standard header, how long to wait. */
export function retryLater(exception: HttpException, seconds: number): HttpException {
  Object.assign(exception, { [RETRY_AFTER]: Math.max(1, Math.ceil(seconds)) });
  return exception;
}
