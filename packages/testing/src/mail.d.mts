export declare function decodeQuotedPrintable(text: string): string;
