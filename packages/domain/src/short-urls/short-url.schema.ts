import { z } from 'zod';
import { SHORT_URL_MESSAGES } from './short-url.messages';
import { isHttpUrl } from './short-url.rules';

/** POST /api/url: the long address to shorten. */
export const createShortUrlSchema = z.object({
  url: z
    .string({ error: SHORT_URL_MESSAGES.emptyInput })
    .trim()
    .min(1, { error: SHORT_URL_MESSAGES.emptyInput })
    .max(2000, { error: SHORT_URL_MESSAGES.tooLong })
    .refine(isHttpUrl, { error: SHORT_URL_MESSAGES.notHttp }),
});
export type CreateShortUrlInput = z.input<typeof createShortUrlSchema>;
export type CreateShortUrl = z.output<typeof createShortUrlSchema>;
