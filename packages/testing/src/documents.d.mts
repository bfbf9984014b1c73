/** A small real PDF: one page saying `text`. */
export function pdfDocument(text?: string): Buffer;
