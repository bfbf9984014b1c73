import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHORT_URL_MESSAGES } from '@trailside/domain/short-urls/short-url.messages';
import type { CreateShortUrlInput } from '@trailside/domain/short-urls/short-url.schema';
import { createShortUrl } from '@trailside/domain/short-urls/short-urls.client';
import { useApi } from '../../api/api-provider';
import { shortUrlKeys } from './short-url-keys';

/** POST /api/url. Spec section 8: an answer without a short link is "Short Url response is undefined". */
export function useCreateShortUrl() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateShortUrlInput) => {
      return createShortUrl(api, payload);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortUrlKeys.all }),
    meta: { successMessage: SHORT_URL_MESSAGES.retrieved },
  });
}
