import { applyDecorators, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard';

export const ENQUIRY_THROTTLER = 'enquiries';
const ENQUIRY_LIMITED = 'trailside:enquiry-limited';

/**
 * The forms that send the school an enquiry: limited per computer per hour (ENQUIRY_RATE_LIMIT_PER_HOUR),
 * not by the per-minute sign-in limit, so one family can write but nobody can flood the office.
 */
export const EnquiryRateLimit = () =>
  applyDecorators(SetMetadata(ENQUIRY_LIMITED, true), SkipThrottle({ default: true }), UseGuards(RateLimitGuard));

/** The enquiries throttler counts only the routes marked above. */
export const isEnquiryRoute = (context: ExecutionContext): boolean => Reflect.getMetadata(ENQUIRY_LIMITED, context.getHandler()) === true;
