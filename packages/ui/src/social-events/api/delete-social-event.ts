import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_EVENT_SUCCESS } from '@trailside/domain/social-events/social-event.messages';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { deleteSocialEvent } from '@trailside/domain/social-events/social-events.client';
import { useApi } from '../../api/api-provider';
import { socialEventKeys } from './social-event-keys';

/** DELETE /api/socialEvents: one flyer (confirm first; the domain has SOCIAL_EVENT_CONFIRM_DELETE). */
export function useDeleteSocialEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<SocialEvent, 'id' | 'imagePath'>) => deleteSocialEvent(api, event),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialEventKeys.all }),
    meta: { successMessage: SOCIAL_EVENT_SUCCESS.deleted },
  });
}
