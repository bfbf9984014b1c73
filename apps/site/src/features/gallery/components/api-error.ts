import { ApiError } from '@trailside/domain/api/errors';

/** Whether a failed request was answered with one of `statuses`. */
export const isApiError = (error: unknown, ...statuses: number[]) => error instanceof ApiError && statuses.includes(error.statusCode);
