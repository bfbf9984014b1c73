import { DEFAULT_AGREEMENT_TEMPLATE, SAMPLE_AGREEMENT_FACTS } from './agreement.messages';
import {
  agreementFactsOf,
  agreementTemplateProblem,
  fillAgreement,
  namesText,
  sameSignatureName,
  stillToSign,
  tuitionText,
  unknownAgreementFields,
} from './agreement.rules';

describe('agreement templates', () => {
  it.each([
    ['known fields only', 'Between {{family}} and the school, for {{children}} in {{class}} from {{start}} at {{tuition}}.', []],
    ['spaces inside the braces', 'For {{ children }}.', []],
    ['a misspelt field', 'For {{childern}} in {{class}}.', ['childern']],
    ['a field in capitals', 'For {{Family}}.', ['Family']],
    ['the same unknown field twice, listed once', '{{fee}} and {{fee}} and {{date}}', ['fee', 'date']],
    ['empty braces', 'Sign here {{}}.', ['']],
    ['single braces are plain text', 'A {note} in {braces}.', []],
  ])('should find the unknown fields of a template with %s', (_case, template, unknown) => {
    expect(unknownAgreementFields(template)).toEqual(unknown);
  });

  it('should refuse a template with an unknown field in words that name it and list the fields', () => {
    expect(agreementTemplateProblem('For {{childern}}.')).toBe(
      'The agreement has a field we cannot fill: {{childern}}. The fields are {{family}}, {{children}}, {{class}}, {{start}} and {{tuition}}; ' +
        'please correct the spelling or remove the braces.',
    );
    expect(agreementTemplateProblem('{{a}} {{b}}')).toMatch(/^The agreement has fields we cannot fill: \{\{a\}\}, \{\{b\}\}\./);
    expect(agreementTemplateProblem(DEFAULT_AGREEMENT_TEMPLATE)).toBeNull();
  });

  it('should fill every field, each time it appears, and leave the rest of the text exactly as written', () => {
    const text = fillAgreement('{{family}}:\n  {{ children }} in {{class}} from {{start}}, {{tuition}} a month. {{children}}!', SAMPLE_AGREEMENT_FACTS);
    expect(text).toBe('Priya Parkes and Sam Parkes:\n  Theo Parkes in Primary K-2 from Wed 1 Sep 2027, $584 a month. Theo Parkes!');
  });

  it('should fill the default template completely', () => {
    expect(fillAgreement(DEFAULT_AGREEMENT_TEMPLATE, SAMPLE_AGREEMENT_FACTS)).not.toMatch(/\{\{|\}\}/);
  });

  it('should refuse to fill a template with an unknown field rather than sign a text with a hole in it', () => {
    expect(() => fillAgreement('For {{kids}}.', SAMPLE_AGREEMENT_FACTS)).toThrow('{{kids}}');
  });
});

describe('agreement facts', () => {
  it.each([
    [[], ''],
    [['Ada'], 'Ada'],
    [['Ada', 'Ben'], 'Ada and Ben'],
    [['Ada', 'Ben', 'Cy'], 'Ada, Ben and Cy'],
  ])('should write the names %j as "%s"', (names, text) => {
    expect(namesText(names)).toBe(text);
  });

  it.each([
    [584, '$584'],
    [584.5, '$584.50'],
    [0, '$0'],
  ])('should write a tuition of %d as %s', (amount, text) => {
    expect(tuitionText(amount)).toBe(text);
  });

  it("should write a family's facts as the text reads them", () => {
    expect(
      agreementFactsOf({ guardianNames: ['Priya Parkes', 'Sam Parkes'], childNames: ['Theo Parkes', 'Ivy Parkes'], className: 'Primary K-2', startDate: '2027-09-01', monthlyTuition: 584 }),
    ).toEqual({ family: 'Priya Parkes and Sam Parkes', children: 'Theo Parkes and Ivy Parkes', class: 'Primary K-2', start: 'Wed 1 Sep 2027', tuition: '$584' });
  });
});

describe('signatures', () => {
  it.each([
    ['Priya Parkes', 'Priya Parkes', true],
    ['priya parkes', 'Priya Parkes', true],
    ['  Priya   PARKES ', 'Priya Parkes', true],
    ['Zoë Ángel', 'Zoe\u0308 A\u0301ngel', true],
    ['Priya', 'Priya Parkes', false],
    ['Priya Parks', 'Priya Parkes', false],
    ['PriyaParkes', 'Priya Parkes', false],
    ['   ', '   ', false],
  ])('should take "%s" as the signature of "%s": %s', (typed, onRecord, same) => {
    expect(sameSignatureName(typed, onRecord)).toBe(same);
  });

  it('should list who is still to sign, in order', () => {
    expect(
      stillToSign([
        { guardianName: 'Priya Parkes', signedName: 'priya parkes', signedAt: '2027-06-01T10:00:00.000Z' },
        { guardianName: 'Sam Parkes', signedName: null, signedAt: null },
      ]),
    ).toEqual(['Sam Parkes']);
  });
});
