import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, ThrottlerStorage } from '@nestjs/throttler';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import { CONFIG, type Config } from '../../config/config';
import { problem, retryLater } from '../errors/problem';

const tooMany = (seconds: number) => retryLater(problem(429, 'TOO_MANY_REQUESTS', API_MESSAGES.tooManyRequests(seconds)), seconds);

/**
 * The throttler's limits (sign-in routes a minute, enquiries an hour), answered in the API's one error shape with
 * the standard Retry-After and a message that names the real wait (the throttler's own names its header after
 * the limit, Retry-After-enquiries, and always said "a minute").
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override throwThrottlingException(_context: ExecutionContext, { timeToBlockExpire }: ThrottlerLimitDetail): Promise<void> {
    throw tooMany(timeToBlockExpire);
  }
}

/** Password checks outside the sign-in routes (a new password's current one) share the sign-in limit per address. */
@Injectable()
export class PasswordAttemptLimit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
  ) {}

  async count(address: string): Promise<void> {
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(`password-check:${address}`, 60_000, this.config.authRateLimitPerMinute, 60_000, 'default');
    if (isBlocked) throw tooMany(timeToBlockExpire);
  }
}

/** The throttler that counts the forms writing to the office, per computer per hour (an @Endpoint's `rateLimit: 'enquiries'`). */
export const ENQUIRY_THROTTLER = 'enquiries';
export const ENQUIRY_LIMITED = 'trailside:enquiry-limited';

/**
 * Whether a route is one of the enquiry forms: limited per hour (ENQUIRY_RATE_LIMIT_PER_HOUR), not by the per-minute
 * sign-in limit, so one family can write but nobody can flood the office.
 */
export const isEnquiryRoute = (context: ExecutionContext): boolean => Reflect.getMetadata(ENQUIRY_LIMITED, context.getHandler()) === true;
