import { newestLink } from '@trailside/testing/outbox';

/** The reset link in the newest mail the API wrote to its outbox for this address. */
export async function newestResetLink(to: string): Promise<string> {
  return (await newestLink(to, '/reset-password')).link;
}

/**
 * The link to the site's `path` (with its token) in the newest mail an API wrote to its outbox for this address:
 * the shared API's, or the one whose data folder is `dataDir`.
 */
export async function newestMailLink(to: string, path: string, dataDir?: string): Promise<string> {
  return (await newestLink(to, path, dataDir)).link;
}
