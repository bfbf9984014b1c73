import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { mailRuleProblems, parseMail } from './mail.mjs';
import { runDataDir } from './playwright.mjs';

/**
 * Every mail an API wrote to its outbox folder (no SMTP in browser tests) for this address, newest first: the run's
 * shared API's, or the one whose data folder is `dataDir`.
 */
function mailsTo(to, dataDir = runDataDir()) {
  const outbox = join(dataDir, 'outbox');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .map((raw) => ({ raw, mail: parseMail(raw) }))
    .filter(({ mail }) => mail.to === to);
}

/**
 * The newest mail to `to` whose text links to `page` on the site (e.g. "/verify-email"), and that link, once the API
 * has written it. The mail is held to the school's promise: nothing in it fetched from anywhere but the site (the
 * test site is plain http, so its List-Unsubscribe is checked by the API's suite, not here).
 */
export async function newestLink(to, page, dataDir) {
  let found;
  await expect
    .poll(
      () => {
        found = mailsTo(to, dataDir)
          .map(({ raw, mail }) => ({ raw, mail, link: new RegExp(`https?://\\S+${page}\\?token=[\\w.%-]+(?:&topic=\\w+)?`).exec(mail.text)?.[0] ?? '' }))
          .find(({ link }) => link);
        return found?.link;
      },
      { message: `a mail to ${to} with a link to ${page}` },
    )
    .toBeTruthy();
  expect(mailRuleProblems(found.raw, { siteOrigin: new URL(found.link).origin, exempt: true })).toEqual([]);
  return { link: found.link, mail: found.mail };
}

/** How many mails to `to` the outbox holds whose subject starts with `subject` (the shared API's, or the one in `dataDir`). */
export const countMails = (to, subject, dataDir) => mailsTo(to, dataDir).filter(({ mail }) => mail.subject.startsWith(subject)).length;
