import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getSocialEvents } from '@trailside/domain/social-events/social-events.client';
import { useApi } from '@trailside/ui/api/api-provider';

export const socialEventsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['socialEvents'], queryFn: () => getSocialEvents(api) });

/** Every flyer, with the current event and launch already judged by the API (the domain's rules). */
export function useSocialEvents() {
  return useQuery(socialEventsQueryOptions(useApi()));
}
