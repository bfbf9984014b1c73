export declare function decodeQuotedPrintable(text: string): string;

export interface ParsedMail {
  /** Header fields by lower-case name, folded lines joined. */
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
  /** The files attached (parts sent as `Content-Disposition: attachment`), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** The text/calendar part (an invitation), or '' when there is none. */
  calendar: string;
}

export declare function parseMail(raw: string): ParsedMail;
export declare function fetchedAddresses(html: string): string[];
export declare function mailRuleProblems(raw: string, options: { siteOrigin: string; exempt?: boolean }): string[];
