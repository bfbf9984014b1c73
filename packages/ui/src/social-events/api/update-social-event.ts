import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_EVENT_SUCCESS } from '@trailside/domain/social-events/social-event.messages';
import type { UpdateSocialEventInput } from '@trailside/domain/social-events/social-event.schema';
import { updateSocialEvent } from '@trailside/domain/social-events/social-events.client';
import { useApi } from '../../api/api-provider';
import { socialEventKeys } from './social-event-keys';

interface UpdateSocialEventVariables {
  /** The id plus only what changed (the domain's changedFields). */
  payload: UpdateSocialEventInput;
  image: Blob | null;
}

/** PUT /api/socialEvents: a flyer's changes and perhaps a new picture; failures are for the form to show, from `error`. */
export function useUpdateSocialEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, image }: UpdateSocialEventVariables) =>
      (await updateSocialEvent(api, payload, image)).socialEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialEventKeys.all }),
    meta: { successMessage: SOCIAL_EVENT_SUCCESS.updated, errorBanner: false },
  });
}
