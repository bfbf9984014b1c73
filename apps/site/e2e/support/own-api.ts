import { resolve } from 'node:path';
import { ownApi } from '@trailside/testing/own-api';

export interface OwnApi {
  url: string;
  /** The folder of its database and outbox. */
  dataDir: string;
  /** Stops it and deletes its folder. */
  stop: () => Promise<void>;
}

/**
 * A built API with a database of its own on `port`, serving the built site, for a spec whose changes would get
 * in the others' way (hundreds of XSS vectors, a school-wide setting); the shared one stays for the rest.
 */
export async function startOwnApi(
  port: number,
  admin: { email: string; password: string },
  name: string,
  /**
   * Start from the school's sample content (teachers, posts, pictures, events), as a new install does; `env` adds to
   * its settings (SMTP_URL, for a spec whose mail goes to a real SMTP server).
   */
  { sampleContent = false, env = {} }: { sampleContent?: boolean; env?: Record<string, string> } = {},
): Promise<OwnApi> {
  const api = await ownApi({
    port,
    admin,
    name,
    env: { SITE_DIR: resolve(import.meta.dirname, '../../dist'), SAMPLE_CONTENT: String(sampleContent), AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...env },
  });
  return { url: api.url, dataDir: api.dataDir, stop: api.remove };
}
