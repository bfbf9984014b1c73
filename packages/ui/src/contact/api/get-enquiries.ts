import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getEnquiries } from '@trailside/domain/contact/contact.client';
import type { EnquiriesQueryInput } from '@trailside/domain/contact/contact.schema';
import { useApi } from '../../api/api-provider';
import { enquiryKeys } from './enquiry-keys';

export const enquiriesQueryOptions = (api: ApiClient, query: EnquiriesQueryInput) =>
  queryOptions({ queryKey: enquiryKeys.list(query), queryFn: () => getEnquiries(api, query) });

/**
 * GET /api/enquiries: a page of the contact and FAQ messages, newest first, with their total and how many are unread
 * (staff only). While another page loads, the last one stays on screen.
 */
export function useEnquiries(query: EnquiriesQueryInput) {
  return useQuery({ ...enquiriesQueryOptions(useApi(), query), placeholderData: keepPreviousData });
}
