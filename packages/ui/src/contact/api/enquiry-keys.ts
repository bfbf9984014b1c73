import type { EnquiriesQueryInput } from '@trailside/domain/contact/contact.schema';

const all = ['enquiries'] as const;

/** Query keys of the enquiries (staff only; never persisted): one list per page asked for. */
export const enquiryKeys = {
  all,
  list: (query: EnquiriesQueryInput) => [...all, 'list', query] as const,
};
