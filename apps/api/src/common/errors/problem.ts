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
