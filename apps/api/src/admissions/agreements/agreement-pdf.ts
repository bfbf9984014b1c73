import { momentText } from '@trailside/domain/calendar/calendar-text';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface SignedAgreement {
  schoolName: string;
  text: string;
  textHash: string;
  signatures: { guardianName: string; signedName: string; signedAt: Date }[];
  completedAt: Date;
  /** The school's clock, for the times people read (each is also given in UTC). */
  timeZone: string;
}

const PAGE = { width: 612, height: 792, margin: 64 };
const SIZE = { title: 16, heading: 12, body: 10.5, small: 8.5 };
const INK = rgb(0.14, 0.19, 0.16);
const SOFT = rgb(0.36, 0.42, 0.38);

/**
 * The signed agreement as a PDF (pdf-lib, no other maker): the exact text, then each signature with the name as typed
 * and its time, and the SHA-256 of the text every signature is bound to. Letter size, the standard Helvetica, so
 * the file is small and needs no font files.
 */
export async function agreementPdf(agreement: SignedAgreement): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Enrolment agreement, ${agreement.schoolName}`);
  pdf.setAuthor(agreement.schoolName);
  pdf.setCreationDate(agreement.completedAt);
  pdf.setModificationDate(agreement.completedAt);
  const writer = new PageWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  writer.paragraph(agreement.schoolName, { bold: true, size: SIZE.title });
  writer.gap(10);
  for (const line of agreement.text.split('\n')) {
    if (line.trim() === '') writer.gap(SIZE.body * 0.8);
    else writer.paragraph(line);
  }

  writer.gap(18);
  writer.paragraph('Signatures', { bold: true, size: SIZE.heading });
  writer.gap(4);
  for (const signature of agreement.signatures) {
    const when = `${momentText(signature.signedAt, agreement.timeZone)} (${signature.signedAt.toISOString()})`;
    writer.paragraph(`${signature.guardianName}: signed "${signature.signedName}" on ${when}`);
    writer.gap(4);
  }
  writer.gap(12);
  writer.paragraph(`SHA-256 of the text signed: ${agreement.textHash}`, { size: SIZE.small, color: SOFT });
  writer.paragraph(`Every signature above was given to exactly this text. Completed ${agreement.completedAt.toISOString()}.`, { size: SIZE.small, color: SOFT });
  return Buffer.from(await pdf.save());
}

/** Lays lines down the page, wrapping at the margin and starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;
  private readonly width = PAGE.width - 2 * PAGE.margin;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  gap(points: number): void {
    this.y -= points;
  }

  paragraph(text: string, { bold = false, size = SIZE.body, color = INK } = {}): void {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(drawable(text, font), font, size, this.width)) {
      const height = size * 1.45;
      if (this.y - height < PAGE.margin) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= height;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color });
    }
  }
}

/**
 * The standard fonts cover Western European letters only (WinAnsi): a letter outside them is drawn as its base
 * letter when it has one ("Ł" has none, "ő" is "o"), else as "?". The text signed, and its hash, are the exact
 * text; only its drawing in the PDF is affected.
 */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  // A tab has no glyph: it is drawn as the spaces an editor would show.
  return [...text.replace(/\t/g, '    ')]
    .map((character) => {
      if (known.has(character.codePointAt(0)!)) return character;
      const base = character.normalize('NFD').replace(/\p{M}/gu, '');
      return [...base].every((part) => known.has(part.codePointAt(0)!)) && base !== '' ? base : '?';
    })
    .join('');
}

/** The lines a paragraph takes at this width: broken between words, and inside a word longer than a line. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
