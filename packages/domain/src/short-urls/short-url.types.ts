import type { Timestamp } from '../api/timestamp';

/** Spec section 3: origUrl, shortUrl, clicks; plus the code and when it was made. */
export interface ShortUrl {
  origUrl: string;
  shortUrl: string;
  clicks: number;
  code: string;
  createdAt: Timestamp;
}
