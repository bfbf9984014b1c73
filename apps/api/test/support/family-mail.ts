import { type ParsedMail, parseMail } from '@trailside/testing/mail';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import type { SignUpInput } from '@trailside/domain/users/user.schema';
import { startSmtpServer, type TestSmtp } from './smtp';
import { signUp, startTestApp, type TestApp } from './test-app';
import { until } from './until';

/** The site's address in every mail of these tests: https, as List-Unsubscribe must be. */
export const SCHOOL_URL = 'https://school.example';

export interface MailTestApp {
  test: TestApp;
  smtp: TestSmtp;
  close: () => Promise<void>;
}

/**
 * An app sending to a real SMTP server, looking for mail due by the clock five times a second (MAIL_CHECK_SECONDS)
 * and retrying as quickly, so a test that moves the clock sees the mail come without waiting a minute.
 */
export async function startMailTestApp(env: Record<string, string> = {}, smtp?: TestSmtp): Promise<MailTestApp> {
  const server = smtp ?? (await startSmtpServer());
  const test = await startTestApp({
    SMTP_URL: server.url,
    PUBLIC_URL: SCHOOL_URL,
    MAIL_RETRY_SECONDS: '0.2',
    MAIL_RETRY_MAX_SECONDS: '0.4',
    MAIL_CHECK_SECONDS: '0.2',
    MAIL_RATE_PER_MINUTE: '100000',
    ...env,
  });
  return {
    test,
    smtp: server,
    close: async () => {
      await test.close();
      if (!smtp) await server.close();
    },
  };
}

/** The mails that reached `address`, parsed, oldest first. */
export const mailsTo = (smtp: TestSmtp, address: string): ParsedMail[] =>
  smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw));

/**
 * Waits for the `count`th mail to `address` (the first by default) and returns it parsed. A deadline, not a wait: 20
 * seconds, as the whole API suite on PostgreSQL beside other suites on two cores has taken more than ten.
 */
export async function mailTo(smtp: TestSmtp, address: string, count = 1): Promise<ParsedMail> {
  await until(`mail number ${count} to ${address}`, () => mailsTo(smtp, address).length >= count, 20);
  return mailsTo(smtp, address)[count - 1];
}

/** The token of the link to `page` (e.g. "/verify-email") in a mail's text. */
export function tokenIn(mail: ParsedMail, page: string): string {
  const match = new RegExp(`${SCHOOL_URL.replace(/\./g, '\\.')}${page}\\?token=([\\w.-]+)`).exec(mail.text);
  if (!match) throw new Error(`No link to ${page} in "${mail.subject}":\n${mail.text}`);
  return match[1];
}

/** The one-click unsubscribe address in a mail's List-Unsubscribe header. */
export function unsubscribeUrlOf(mail: ParsedMail): URL {
  const link = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  if (!link) throw new Error(`"${mail.subject}" has no List-Unsubscribe`);
  return new URL(link);
}

/** A family that signed up and followed the link mailed to them. */
export async function verifiedFamily(app: MailTestApp, fields: Partial<SignUpInput> = {}): Promise<AuthResponse> {
  const family = await signUp(app.test, fields);
  const token = tokenIn(await mailTo(app.smtp, family.user.email), '/verify-email');
  await app.test.http().post('/api/auth/verify-email').send({ token }).expect(200);
  return family;
}
