import { pdfText } from '@trailside/testing/pdf';
import { agreementPdf, type SignedAgreement } from './agreement-pdf';

const signed: SignedAgreement = {
  schoolName: 'Trailside Montessori K-8',
  text: 'Enrolment agreement between Trailside Montessori K-8 and Priya Parkes and Sam Parkes\n\nWe are delighted to welcome Theo Parkes.',
  textHash: 'a'.repeat(64),
  signatures: [
    { guardianName: 'Priya Parkes', signedName: 'priya parkes', signedAt: new Date('2027-06-01T14:05:00Z') },
    { guardianName: 'Sam Parkes', signedName: 'Sam Parkes', signedAt: new Date('2027-06-02T09:30:00Z') },
  ],
  completedAt: new Date('2027-06-02T09:30:00Z'),
  timeZone: 'America/Chicago',
};

/** The parser's text with its line breaks as spaces: a long line wraps where the page ends. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the signed agreement as a PDF', () => {
  it('should hold the exact text, each signature with the name typed and its time, and the hash of the text', async () => {
    const text = flat(await pdfText(await agreementPdf(signed)));
    expect(text).toContain('Enrolment agreement between Trailside Montessori K-8 and Priya Parkes and Sam Parkes');
    expect(text).toContain('We are delighted to welcome Theo Parkes.');
    expect(text).toContain('Priya Parkes: signed "priya parkes" on Tue 1 Jun 2027, 9:05am (2027-06-01T14:05:00.000Z)');
    expect(text).toContain('Sam Parkes: signed "Sam Parkes" on Wed 2 Jun 2027, 4:30am (2027-06-02T09:30:00.000Z)');
    expect(text).toContain(`SHA-256 of the text signed: ${'a'.repeat(64)}`);
  });

  it('should carry a long text over as many pages as it needs, every line kept', async () => {
    const paragraphs = Array.from({ length: 120 }, (_, index) => `Paragraph ${index + 1} of the agreement, long enough to wrap across the width of the page at least once.`);
    const bytes = await agreementPdf({ ...signed, text: paragraphs.join('\n\n') });
    const text = flat(await pdfText(bytes));
    expect(text).toContain('-- 1 of');
    expect(text).not.toContain('-- 1 of 1 --');
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);
  });

  it('should draw a letter the standard font lacks as its base letter, or "?", and a tab as spaces, rather than fail', async () => {
    const text = flat(await pdfText(await agreementPdf({ ...signed, text: 'Signed for Zoë Őry and Łukasz 李.\n\tFees:\tmonthly.' })));
    expect(text).toContain('Signed for Zoë Ory and ?ukasz ?.');
    expect(text).toContain('Fees: monthly.');
  });
});
