import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_EVENT_SUCCESS } from '@trailside/domain/social-events/social-event.messages';
import type { CreateSocialEventInput } from '@trailside/domain/social-events/social-event.schema';
import { createSocialEvent } from '@trailside/domain/social-events/social-events.client';
import { useApi } from '../../api/api-provider';
import { socialEventKeys } from './social-event-keys';

interface CreateSocialEventVariables {
  payload: CreateSocialEventInput;
  image: Blob | null;
}

/**
 * POST /api/socialEvents: a new flyer (check the form with createSocialEventSchema first). A refusal
 * signs the admin out (spec section 8); any other failure is for the form to show, from `error`.
 */
export function useCreateSocialEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, image }: CreateSocialEventVariables) =>
      (await createSocialEvent(api, payload, image)).socialEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialEventKeys.all }),
    meta: { successMessage: SOCIAL_EVENT_SUCCESS.created, signOutWhenRefused: true, errorBanner: false },
  });
}
