import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerAddressStore } from './server-address-store';

describe('the server address store', () => {
  let dir: string;
  const file = () => join(dir, 'nested', 'server.json');
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'server-address-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should fall back to the first-run address when the file is missing or broken', () => {
    expect(createServerAddressStore(file(), 'http://localhost:3000').get()).toBe('http://localhost:3000');

    writeFileSync(join(dir, 'broken.json'), '{ "serverUrl": ');
    expect(createServerAddressStore(join(dir, 'broken.json'), 'http://localhost:3000').get()).toBe('http://localhost:3000');

    writeFileSync(join(dir, 'edited.json'), JSON.stringify({ serverUrl: 'file:///etc/passwd' }));
    expect(createServerAddressStore(join(dir, 'edited.json'), 'http://localhost:3000').get()).toBe('http://localhost:3000');
  });

  it('should prefer the remembered address over the first-run one', () => {
    createServerAddressStore(file(), 'http://localhost:3000').set('https://office.trailside.example');

    expect(createServerAddressStore(file(), 'http://localhost:4000').get()).toBe('https://office.trailside.example');
  });
});
