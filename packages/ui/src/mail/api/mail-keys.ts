import type { SubscribersQueryInput } from '@trailside/domain/mail/mail.schema';

const all = ['mail'] as const;

/** Query keys of what the school mails: one's own choices, a mail link's choices, and the staff's subscriber list. */
export const mailKeys = {
  all,
  mine: (viewerId: string) => [...all, 'mine', viewerId] as const,
  byLink: (token: string) => [...all, 'link', token] as const,
  subscribers: (query: SubscribersQueryInput) => [...all, 'subscribers', query] as const,
  letterPreview: () => [...all, 'letter-preview'] as const,
};
