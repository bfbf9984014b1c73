import type { ValidationIssue } from '../validation/validate';

/** Every error the API sends has this one shape. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  issues?: ValidationIssue[];
}

/** Spec section 8: the banner's fallback when nothing better is known. */
export const FALLBACK_ERROR_MESSAGE = 'Oopsies. There was a problem.';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether a failed request was answered with one of `statuses`, e.g. `isApiError(error, 401, 403)` for a refused sign-in. */
export const isApiError = (error: unknown, ...statuses: number[]): error is ApiError =>
  error instanceof ApiError && statuses.includes(error.statusCode);

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

/** Turns a failed response into an ApiError: the server's message, else its status text, else the fallback. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (isApiErrorBody(body)) {
    return new ApiError(response.status, body.code ?? 'ERROR', body.message, body.issues ?? []);
  }
  return new ApiError(response.status, 'ERROR', response.statusText || FALLBACK_ERROR_MESSAGE);
}

/** The text a message banner shows for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
