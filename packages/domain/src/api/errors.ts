import type { ValidationIssue } from '../validation/validate';

/**
 * Every `code` the API sends: a stable name for programs to branch on (people read `message`). The
 * server's `problem()` takes only these, so a new code is added here first and both front ends see it.
 */
export const API_ERROR_CODES = [
  // What a status means when nothing more specific applies (the API's error filter).
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'ERROR',
  // Input.
  'VALIDATION_FAILED',
  'INVALID_IMAGE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'INVALID_PATH',
  'TOO_MANY_PIXELS',
  'MALFORMED_UPLOAD',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_USED',
  // Signing in and accounts.
  'INVALID_TOKEN',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'EMAIL_TAKEN',
  'NAME_RESERVED',
  'LAST_GOD',
  'RESET_TOKEN_INVALID',
  'RESET_TOKEN_USED',
  'RESET_TOKEN_EXPIRED',
  // Links in the school's mail (verify an address, confirm a subscription, change what one gets).
  'LINK_INVALID',
  'LINK_EXPIRED',
  'LINK_OUTDATED',
  'EMAIL_NOT_VERIFIED',
  // Two-step sign-in, sign-ins and children (issue 27).
  'TICKET_INVALID',
  'CODE_WRONG',
  'CODE_USED',
  'RECOVERY_CODE_WRONG',
  'TWO_STEP_LOCKED',
  'TWO_STEP_ON',
  'TWO_STEP_OFF',
  'TWO_STEP_REQUIRED',
  'NO_SETUP',
  'OWN_TWO_STEP_FIRST',
  'PASSWORD_NEEDED',
  'CONSENT_INVALID',
  'CONSENT_WRONG_ACCOUNT',
  'CONSENT_REQUEST_NOT_FOUND',
  'CONSENT_STILL_ASKED',
  'NOT_A_PARENT',
  // The enrolment agreement (issue 41).
  'AGREEMENT_NOT_FOUND',
  'NAME_MISMATCH',
  'TEXT_CHANGED',
  'ALREADY_SIGNED',
  'AGREEMENT_NOT_COMPLETE',
  // Admissions: visits (issue 41).
  'VISIT_FULL',
  'VISIT_CLOSED',
  'TOO_MANY_MAILS',
  // The server itself.
  'NO_ACCESS_POLICY',
  'MAIL_FAILED',
  'STORAGE_FAILED',
  'DATABASE_DOWN',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every error the API sends has this one shape. */
export interface ApiErrorBody {
  statusCode: number;
  code: ApiErrorCode;
  message: string;
  issues?: ValidationIssue[];
}

/** Spec section 8: the banner's fallback when nothing better is known. */
export const FALLBACK_ERROR_MESSAGE = 'Oopsies. There was a problem.';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    /** One of API_ERROR_CODES from our API; anything a proxy in between might send otherwise. */
    readonly code: ApiErrorCode | (string & {}),
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The codes of a 401 that says the token itself no longer opens anything (it ran out, or its sign-in was ended, its
 * password changed or its account deleted). Any other 401 (a wrong code, a sign-in step refused) is a refusal of that
 * one request: the person stays signed in.
 */
const SESSION_GONE_CODES: readonly string[] = ['SESSION_EXPIRED', 'INVALID_TOKEN'] satisfies ApiErrorCode[];

/** Whether a failed request means the session it was sent with is over, so the front end forgets it. */
export const endsSession = (error: unknown): boolean => isApiError(error, 401) && SESSION_GONE_CODES.includes(error.code);

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
  return apiErrorOf(response, body);
}

/** The ApiError of an answer whose body was already read (ky reads it into HTTPError's `data`). */
export function apiErrorOf(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    return new ApiError(response.status, body.code ?? 'ERROR', body.message, body.issues ?? []);
  }
  return new ApiError(response.status, 'ERROR', response.statusText || FALLBACK_ERROR_MESSAGE);
}

/** What a person is told when the school's server did not answer at all (no connection, server stopped, timed out). */
export const UNREACHABLE_MESSAGES = {
  reading: "The school's server is not answering. Please check the connection; we will try again.",
  saving: "Not saved: the school's server is not answering. What you typed is still here, so you can send it again once it answers.",
} as const;

/**
 * A request that got no answer: the network or the server is away, or it took longer than the client waits. Nothing
 * was read, and a write was not made (or, at worst, made without the answer coming back): a person may try again.
 */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError';

  /** `message` when the caller can say more (an upload's "The picture could not reach..."). */
  constructor(cause: unknown, message: string = UNREACHABLE_MESSAGES.reading) {
    super(message, { cause });
  }
}

export const isServerUnreachable = (error: unknown): error is ServerUnreachableError => error instanceof ServerUnreachableError;

/** The text a message banner shows for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}

/** The text for a failed write: like errorMessageOf, but a write that never reached the server says it was not saved. */
export function saveErrorMessageOf(error: unknown): string {
  return isServerUnreachable(error) ? UNREACHABLE_MESSAGES.saving : errorMessageOf(error);
}
