import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSocialEventInput, UpdateSocialEventInput } from '@trailside/domain/social-events/social-event.schema';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { createSocialEvent, deleteSocialEvent, updateSocialEvent } from '@trailside/domain/social-events/social-events.client';
import { useApi } from '@trailside/ui/api/api-provider';

export function useCreateSocialEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, image }: { payload: CreateSocialEventInput; image: File | null }) => createSocialEvent(api, payload, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['socialEvents'] }),
  });
}

export function useUpdateSocialEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, image }: { payload: UpdateSocialEventInput; image: File | null }) => updateSocialEvent(api, payload, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['socialEvents'] }),
  });
}

export function useDeleteSocialEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<SocialEvent, 'id' | 'imagePath'>) => deleteSocialEvent(api, event),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['socialEvents'] }),
  });
}
