import { DEFAULT_SERVER_URL, parseServerAddress } from './server-address';

describe('parseServerAddress', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['  https://school.example/some/path/?q=1  ', 'https://school.example'],
    ['http://192.168.1.20:3000/', 'http://192.168.1.20:3000'],
    ['HTTP://Office.Trailside.LAN', 'http://office.trailside.lan'],
  ])('should keep the origin of %p', (raw, origin) => {
    expect(parseServerAddress(raw)).toEqual({ ok: true, origin });
  });

  it.each([undefined, null, 42, '', '   '])('should ask for an address when given %p', (raw) => {
    expect(parseServerAddress(raw)).toEqual({ ok: false, message: expect.stringContaining(DEFAULT_SERVER_URL) });
  });

  it('should ask for a full address when the scheme is missing', () => {
    expect(parseServerAddress('192.168.1.20')).toEqual({ ok: false, message: expect.stringContaining('full address') });
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'ftp://files.example', 'school.lan:3000'])('should refuse %p', (raw) => {
    expect(parseServerAddress(raw)).toEqual({ ok: false, message: 'The server address must start with http:// or https://' });
  });
});
