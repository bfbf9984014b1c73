import type { ParsedMail } from './mail.mjs';

export declare function newestLink(to: string, page: string, dataDir?: string): Promise<{ link: string; mail: ParsedMail }>;
export declare function countMails(to: string, subject: string, dataDir?: string): number;
