import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getSocialEvents } from '@trailside/domain/social-events/social-events.client';
import { useApi } from '../../api/api-provider';
import { socialEventKeys } from './social-event-keys';

export const socialEventsQueryOptions = (api: ApiClient) => queryOptions({ queryKey: socialEventKeys.list(), queryFn: () => getSocialEvents(api) });

/** Every flyer, with the current event and launch already judged by the API (the domain's rules). */
export function useSocialEvents() {
  return useQuery(socialEventsQueryOptions(useApi()));
}
