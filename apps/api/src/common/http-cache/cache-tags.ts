/**
 * The kinds of content a kept answer can show. A cached answer (and a rendered page) carries the tags of what it
 * shows; a write drops its tags on every instance. A misspelt or invented tag does not compile, so a write can never
 * drop a tag no answer carries.
 */
export const CACHE_TAGS = [
  /** Accounts and their sign-ins (the account cache of signed-in requests). */
  'accounts',
  'blogs',
  'calendar',
  'comments',
  'gallery',
  /** What waits for the staff's decision (the moderation summary, a family's own pending writing). */
  'moderation',
  'notices',
  'settings',
  'socialEvents',
  'teachers',
  'testimonials',
  /** Names and pictures of the people shown beside content (a post's author). */
  'users',
  /** Visit times and their places left (issue 41). */
  'visits',
] as const;

export type CacheTag = (typeof CACHE_TAGS)[number];

export const isCacheTag = (value: string): value is CacheTag => (CACHE_TAGS as readonly string[]).includes(value);
