import { eventLines, foldLine } from './ics-writer';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('foldLine', () => {
  it.each([
    ['a short line', 'SUMMARY:Open house'],
    ['a long plain line', `DESCRIPTION:${'Bring a blanket and a dish to share. '.repeat(8)}`],
    ['a line of two-octet letters', `SUMMARY:${'Café crème, ça va. '.repeat(10)}`],
    ['a line of emoji (four octets each)', `SUMMARY:${'🌻🍎'.repeat(40)}`],
    ['a line of three-octet characters', `LOCATION:${'学校の庭'.repeat(30)}`],
  ])('should fold %s at 75 octets without cutting a character, and unfold to the same', (_, line) => {
    const folded = foldLine(line);
    expect(unfold(folded)).toBe(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(Buffer.from(part).toString()).toBe(part);
    }
  });
});

describe('eventLines', () => {
  it('should escape text as RFC 5545 says and give all-day dates as days', () => {
    const lines = eventLines({
      uid: 'a@school.example',
      sequence: 2,
      status: 'CANCELLED',
      stamp: new Date('2027-01-02T03:04:05.678Z'),
      start: '2027-02-15',
      end: '2027-02-16',
      summary: 'Open House, Garden; Tea \\ Cake',
      description: 'Line one\nLine two',
      location: '',
      url: 'https://school.example/event?id=a&date=2027-02-15',
      created: null,
      lastModified: null,
    });
    expect(lines).toEqual([
      'BEGIN:VEVENT',
      'UID:a@school.example',
      'SEQUENCE:2',
      'DTSTAMP:20270102T030405Z',
      'DTSTART;VALUE=DATE:20270215',
      'DTEND;VALUE=DATE:20270216',
      'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
      'SUMMARY:Open House\\, Garden\\; Tea \\\\ Cake',
      'DESCRIPTION:Line one\\nLine two',
      'URL;VALUE=URI:https://school.example/event?id=a&date=2027-02-15',
      'STATUS:CANCELLED',
      'END:VEVENT',
    ]);
  });
});
