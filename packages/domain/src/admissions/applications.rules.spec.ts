import { documentNameOf, documentTypeOf, isOpenStartTerm, isPlausibleBirthDate, isSameChild } from './applications.rules';
import { applySchema } from './applications.schema';

const bytes = (text: string | number[]) => (typeof text === 'string' ? new TextEncoder().encode(text) : Uint8Array.from(text));

describe('documentTypeOf', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n...'), 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0]), 'image/jpeg'],
    ['a web page, whatever its name', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['a PDF signature not at the start', bytes(' %PDF-1.7'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['nothing', bytes(''), null],
  ])('should read %s from its bytes', (_name, head, expected) => {
    expect(documentTypeOf(head)).toBe(expected);
  });
});

describe('documentNameOf', () => {
  it.each([
    ['report card.pdf', 'application/pdf', 'report card.pdf'],
    ['C:\\Users\\ana\\birth certificate.JPEG', 'image/jpeg', 'birth certificate.jpg'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['page.html.pdf', 'image/png', 'page.html.png'],
    ['<script>.pdf', 'application/pdf', 'script.pdf'],
    ['.pdf', 'application/pdf', 'document.pdf'],
  ] as const)('should name %s, read as %s, %s', (given, type, expected) => {
    expect(documentNameOf(given, type)).toBe(expected);
  });
});

describe('isOpenStartTerm', () => {
  it('should take the starts the form lists and no other', () => {
    expect(isOpenStartTerm('2027-01', '2026-11-29')).toBe(true);
    expect(isOpenStartTerm('2027-09', '2026-11-29')).toBe(true);
    expect(isOpenStartTerm('2026-09', '2026-11-29')).toBe(false);
    expect(isOpenStartTerm('2030-09', '2026-11-29')).toBe(false);
  });
});

describe('isPlausibleBirthDate', () => {
  it.each([
    ['2019-04-23', true],
    ['2012-01-01', true],
    ['2024-01-01', false],
    ['2091-04-23', false],
    ['1991-04-23', false],
  ])('should judge %s as %s on 2026-11-29', (day, expected) => {
    expect(isPlausibleBirthDate(day, '2026-11-29')).toBe(expected);
  });
});

describe('isSameChild', () => {
  it('should match the same first name, however written, and the same birthday only', () => {
    expect(isSameChild({ firstName: 'Ada', dateOfBirth: '2019-04-23' }, { firstName: ' ada ', dateOfBirth: '2019-04-23' })).toBe(true);
    expect(isSameChild({ firstName: 'Ada', dateOfBirth: '2019-04-23' }, { firstName: 'Ada', dateOfBirth: '2019-04-24' })).toBe(false);
    expect(isSameChild({ firstName: 'Ada', dateOfBirth: null }, { firstName: 'Ada', dateOfBirth: '2019-04-23' })).toBe(false);
  });
});

describe('applySchema', () => {
  const child = { firstName: 'Ada', lastName: 'Okafor', dateOfBirth: '2019-04-23', level: 'primary', startTerm: '2027-09' };
  const guardian = { name: 'Grace Okafor', email: 'Grace@Example.com', phone: '555 0100' };

  it('should read the fields from the JSON payload field and leave out an empty second guardian', () => {
    const parsed = applySchema.parse({ payload: JSON.stringify({ guardian, secondGuardian: { name: '', email: '', phone: '' }, children: [child] }) });
    expect(parsed.guardian.email).toBe('grace@example.com');
    expect(parsed.secondGuardian).toBeNull();
    expect(parsed.children[0].previousSchool).toBe('');
  });

  it.each([
    ['no child', { guardian, children: [] }, 'children'],
    ['seven children', { guardian, children: Array(7).fill(child) }, 'children'],
    ['a day that is not one', { guardian, children: [{ ...child, dateOfBirth: '2019-02-30' }] }, 'children.0.dateOfBirth'],
    ['a level that is not one', { guardian, children: [{ ...child, level: 'upper' }] }, 'children.0.level'],
    ['a second guardian without an address', { guardian, secondGuardian: { name: 'Sam' }, children: [child] }, 'secondGuardian.email'],
    ['a second guardian with the same address', { guardian, secondGuardian: { ...guardian, name: 'Sam' }, children: [child] }, 'secondGuardian.email'],
  ])('should refuse %s, naming the field', (_name, body, path) => {
    const result = applySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
