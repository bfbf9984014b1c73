import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { KeptPictures } from './kept-pictures';

describe('KeptPictures', () => {
  const folder = mkdtempSync(join(tmpdir(), 'trailside-kept-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const logger = new Logger('test');
  const set = (text: string) => [
    { name: 'gallery/a.webp', data: Buffer.from(`${text} webp`) },
    { name: '-480.jpg', data: Buffer.from(`${text} jpg`) },
  ];
  const byName = (files: { name: string; data: Buffer }[]) => Object.fromEntries(files.map(({ name, data }) => [name, data.toString()]));

  it('should make a set once, then give it to every later install on the machine as it was made', async () => {
    const make = jest.fn(async () => set('first'));
    expect(byName(await new KeptPictures(folder, logger).files('slide 1', make))).toEqual(byName(set('first')));
    const later = jest.fn(async () => set('second'));
    expect(byName(await new KeptPictures(folder, logger).files('slide 1', later))).toEqual(byName(set('first')));
    expect([make.mock.calls.length, later.mock.calls.length]).toEqual([1, 0]);
    // Another key is another set.
    expect(byName(await new KeptPictures(folder, logger).files('slide 2', later))).toEqual(byName(set('second')));
  });

  it('should still answer what it makes when the folder cannot be written, and say so once', async () => {
    const notAFolder = join(folder, 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const kept = new KeptPictures(join(notAFolder, 'pictures'), logger);
    const make = jest.fn(async () => set('drawn'));
    expect(byName(await kept.files('slide 1', make))).toEqual(byName(set('drawn')));
    expect(byName(await kept.files('slide 1', make))).toEqual(byName(set('drawn')));
    expect(make).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
