import { ApiError } from '@trailside/domain/api/errors';
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient as createMessagingQueryClient } from '@trailside/ui/api/query-client';

/** Where the requests' `meta` texts go: the message banner, and signing out after a refused create. */
type MessageTargets = Parameters<typeof createMessagingQueryClient>[0];

/**
 * Every view shows what it has at once and asks the server again when opened or when the console comes
 * back to the front. A failed request is tried once more only when asking again could help: a lost
 * connection or a server error, never a refusal (4xx). Each request's `meta` (packages/ui's hooks) says
 * what the banner shows, as on the site.
 */
export function createQueryClient(messages: MessageTargets): QueryClient {
  // A desktop window stays visible while another program is in front of it, so "back to the front" is
  // the window's focus, not only the page's visibility (TanStack Query's default).
  focusManager.setEventListener((setFocused) => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  });
  return createMessagingQueryClient(messages, {
    queries: {
      staleTime: 0,
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.statusCode < 500),
    },
  });
}
