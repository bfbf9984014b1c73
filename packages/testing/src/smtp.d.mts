import type { ParsedMail } from './mail.mjs';

export interface TestSmtp {
  /** For the API's SMTP_URL. */
  url: string;
  /** The first mail to `address`, once it has come; `decoded` is the whole mail with quoted-printable undone. */
  nextMailTo(address: string): Promise<ParsedMail & { decoded: string }>;
  /** The link to the site's `page` ("/offers/respond") with its token, in the newest mail to `address` that has one, once it has come. */
  linkTo(address: string, page: string): Promise<string>;
  close(): Promise<void>;
}

export declare function startSmtp(): Promise<TestSmtp>;
