import type { AddressInfo } from 'node:net';
import { decodeQuotedPrintable, mailRuleProblems, parseMail } from '@trailside/testing/mail';
import { SMTPServer } from 'smtp-server';
import { mailRuleViolations, siteOriginOf, isExemptFromUnsubscribe } from './mail-rules';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the next mail to arrive (or one that already came after `since`), the next `matching` one if given. */
  nextMail: (since?: number, matching?: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server that keeps every mail it is sent: on a free local port, or on `port` (to start one again where it
 * was). With `answerAfterMs`, it keeps each mail as it arrives but says it took it only that much later, as a slow
 * mail provider does.
 */
export async function startSmtpServer(port = 0, { answerAfterMs = 0 } = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    // Let go at once of any connection the API still holds when the test closes the server.
    closeTimeout: 200,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Every mail any test makes the API send is held to the school's promises (see mail-rules.ts).
        const parsed = parseMail(raw);
        mailRuleViolations.push(...mailRuleProblems(raw, { siteOrigin: siteOriginOf(parsed), exempt: isExemptFromUnsubscribe(parsed) }));
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        waiting.splice(0).forEach((wake) => wake());
        if (answerAfterMs) setTimeout(callback, answerAfterMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    nextMail: (since = mails.length, matching = () => true) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No mail arrived within 5 seconds')), 5000);
        const check = () => {
          const found = mails.slice(since).find(matching);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiting.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The text of a mail with quoted-printable soft line breaks and escapes undone. */
/** A port a real SMTP server had, now closed: connections to it are refused, as when the mail server is down. */
export async function stoppedSmtpPort(): Promise<number> {
  const smtp = await startSmtpServer();
  await smtp.close();
  return Number(new URL(smtp.url).port);
}

export const decodedBody = (mail: ReceivedMail) => decodeQuotedPrintable(mail.raw);

/** A mail to `address` (a new account also gets a link to verify its address: tests waiting for another mail skip it). */
export const mailTo = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);

/** A password-reset mail. */
export const isResetMail = (mail: ReceivedMail) => decodedBody(mail).includes('/reset-password?token=');
