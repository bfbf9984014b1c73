import { SMTPServer } from 'smtp-server';
import { expect } from '@playwright/test';
import { decodeQuotedPrintable, parseMail } from './mail.mjs';

/**
 * A real SMTP server on a free local port for a browser test whose API mails through SMTP (an API of its own, started
 * with SMTP_URL: the shared ones write to their outbox folder). It keeps every mail it takes.
 */
export async function startSmtp() {
  const mails = [];
  const server = new SMTPServer({
    // Let go at once of any connection the API still holds when the test closes the server.
    closeTimeout: 200,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    async nextMailTo(address) {
      await expect.poll(() => mails.some((mail) => mail.to.includes(address)), { message: `a mail to ${address}` }).toBe(true);
      const { raw } = mails.find((mail) => mail.to.includes(address));
      return { ...parseMail(raw), decoded: decodeQuotedPrintable(raw) };
    },
    /** The link to the site's `page` (e.g. "/offers/respond") with its token in the newest mail to `address` that has one. */
    async linkTo(address, page) {
      const pattern = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[\\w.%-]+`);
      const linkIn = ({ raw }) => pattern.exec(decodeQuotedPrintable(raw))?.[0];
      const newest = () => mails.filter((mail) => mail.to.includes(address)).map(linkIn).findLast(Boolean);
      await expect.poll(newest, { message: `a mail to ${address} with a link to ${page}` }).toBeTruthy();
      return newest();
    },
    close: () => new Promise((closed) => server.close(closed)),
  };
}
