import type { ParsedMail } from './mail.mjs';

export interface TestSmtp {
  /** For the API's SMTP_URL. */
  url: string;
  /** The first mail to `address`, once it has come; `decoded` is the whole mail with quoted-printable undone. */
  nextMailTo(address: string): Promise<ParsedMail & { decoded: string }>;
  close(): Promise<void>;
}

export declare function startSmtp(): Promise<TestSmtp>;
