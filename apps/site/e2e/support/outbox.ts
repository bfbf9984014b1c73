import { newestLink } from '@trailside/testing/outbox';

/** The reset link in the newest mail the API wrote to its outbox for this address. */
export async function newestResetLink(to: string): Promise<string> {
  return (await newestLink(to, '/reset-password')).link;
}
