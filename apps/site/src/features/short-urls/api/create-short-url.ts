import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShortUrlInput } from '@trailside/domain/short-urls/short-url.schema';
import { createShortUrl } from '@trailside/domain/short-urls/short-urls.client';
import { useApi } from '@trailside/ui/api/api-provider';

export function useCreateShortUrl() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateShortUrlInput) => createShortUrl(api, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['short-urls'] }),
  });
}
