import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { CONFIG, type Config, PRIVATE_FILE } from '../../config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, e.g. the family who sent an enquiry. */
  replyTo?: string;
  /** More header fields, e.g. List-Unsubscribe (see listUnsubscribeHeaders). */
  headers?: Record<string, string>;
  /** Files sent with the mail, e.g. a signed agreement's PDF. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** A calendar invitation (RFC 5546): nodemailer sends it as the mail's text/calendar part and as an .ics attachment. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

/**
 * Sends mail over SMTP_URL. With no SMTP server set (a laptop, a first install), each mail is written
 * to DATA_DIR/outbox as an .eml file instead, and the log says where.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(CONFIG) private readonly config: Config) {
    // A mail server that stops answering fails the try after MAIL_TIMEOUT_SECONDS (nodemailer would wait up to ten
    // minutes), so a family's enquiry is answered and the outbox moves on; the mail waits for its retry. Each mail is
    // its own SMTP session: the outbox sends one at a time, and a session that hangs ends with its one mail.
    const wait = config.mailTimeoutMs;
    this.transport = config.smtpUrl
      ? createTransport(smtpUrlWith(config.smtpUrl, { connectionTimeout: wait, greetingTimeout: wait, socketTimeout: wait }))
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Closes the transport; the outbox calls it once its last try has ended. */
  close(): void {
    this.transport.close();
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.config.smtpUrl) return;
    const file = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    // A reset mail holds a live link: for the API's own user only.
    await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
    this.logger.log(`SMTP_URL is not set, so the mail "${mail.subject}" to ${mail.to} was written to ${file}`);
  }
}

/**
 * SMTP_URL with these transport options in its query. Given a URL, nodemailer takes every option from the URL alone and
 * drops any passed beside it (time limits given so were ignored). Options the URL already sets stay as set.
 */
export function smtpUrlWith(smtpUrl: string, options: Record<string, string | number | boolean>): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(options)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  return url.toString();
}
