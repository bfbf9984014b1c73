import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getEnquiries } from '@trailside/domain/contact/contact.client';
import { useApi } from '../../api/api-provider';
import { enquiryKeys } from './enquiry-keys';

export const enquiriesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: enquiryKeys.list(), queryFn: async () => (await getEnquiries(api)).enquiries });

/** GET /api/enquiries: every contact and FAQ message, newest first (staff only). */
export function useEnquiries() {
  return useQuery(enquiriesQueryOptions(useApi()));
}
