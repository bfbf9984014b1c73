import { expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeQuotedPrintable } from '@trailside/testing/mail';
import { runDataDir } from '@trailside/testing/playwright';

/** The reset link in the newest mail the API wrote to its outbox for this address (no SMTP in tests). */
export function newestResetLink(to: string): Promise<string> {
  return newestMailLink(to, '/reset-password');
}

/**
 * The link to the site's `path` (with its token) in the newest mail the API wrote to its outbox for this address:
 * the shared API's, or the one whose data folder is `dataDir`.
 */
export async function newestMailLink(to: string, path: string, dataDir = runDataDir()): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(() => {
      const newest = readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => join(outbox, name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
        .map((file) => decodeQuotedPrintable(readFileSync(file, 'utf8')))
        .find((mail) => mail.includes(`To: ${to}`));
      link = newest?.match(pattern)?.[0];
      return link;
    }, { message: `a mail to ${to} with a ${path} link in ${outbox}` })
    .toBeTruthy();
  return link!;
}
