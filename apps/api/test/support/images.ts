import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small real PNG: a green square with a sun, as a phone camera might not take it. */
export function pngPicture(width = 64, height = 48): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#6a994e"/><circle cx="${width / 2}" cy="${height / 3}" r="${height / 5}" fill="#f2c14e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A small real GIF: a picture the gallery takes and the blog and teacher forms do not (spec section 5). */
export async function gifPicture(): Promise<Buffer> {
  return sharp(await pngPicture()).gif().toBuffer();
}

/** The real HEIC photo in test/fixtures (see its README): red left half, blue right half. */
export const heicPhoto = () => readFileSync(join(__dirname, '../fixtures/flyer.heic'));

/** The same HEIC cut short: its header is whole, its picture is not. */
export const damagedHeic = () => heicPhoto().subarray(0, Math.floor(heicPhoto().length * 0.7));

/** An SVG, which no form takes, carrying a script that would run if a browser opened it as a page. */
export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.domain)</script><rect width="64" height="64" fill="red"/></svg>',
  );

/** A web page, to be sent under a picture's name. */
export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** The text the polyglots below carry; it must never be found in what the API stores. */
export const SMUGGLED = '<script>alert("smuggled")</script>';

/** A real GIF with a web page after its end: a browser sniffing it could read it as HTML. */
export async function gifThenHtml(): Promise<Buffer> {
  return Buffer.concat([await gifPicture(), Buffer.from(`<html><body>${SMUGGLED}</body></html>`)]);
}

/** A real JPEG with the script in a comment segment and a ZIP archive after its end (a "JPEG/ZIP polyglot"). */
export async function jpegWithCommentAndZip(): Promise<Buffer> {
  const jpeg = await sharp(await pngPicture()).jpeg().toBuffer();
  const text = Buffer.from(SMUGGLED);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), uint16(text.length + 2), text]);
  const picture = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
  // A stored (uncompressed) one-file ZIP after it: local header and file, central directory, end record.
  const name = Buffer.from('evil.html');
  const sizes = uint32le(crc32(text), text.length, text.length);
  const local = Buffer.concat([Buffer.from('PK\x03\x04'), uint16le(10, 0, 0, 0, 0), sizes, uint16le(name.length, 0), name, text]);
  const central = Buffer.concat([Buffer.from('PK\x01\x02'), uint16le(20, 10, 0, 0, 0, 0), sizes, uint16le(name.length, 0, 0, 0, 0), uint32le(0, picture.length), name]);
  const end = Buffer.concat([Buffer.from('PK\x05\x06'), uint16le(0, 0, 1, 1), uint32le(central.length, picture.length + local.length), uint16le(0)]);
  return Buffer.concat([picture, local, central, end]);
}

/** A PNG whose header claims `width` x `height` pixels in a file of a few dozen bytes: a decompression bomb. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit per pixel, grey
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    return Buffer.concat([uint32(data.length), body, uint32(crc32(body))]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(2000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose screen and only frame claim `width` x `height` pixels (at most 65,535 each). */
export function gifClaiming(width: number, height: number): Buffer {
  const size = uint16le(width, height);
  return Buffer.concat([Buffer.from('GIF89a'), size, Buffer.from([0, 0, 0, 0x2c]), uint16le(0, 0), size, Buffer.from([0, 2, 2, 0x4c, 1, 0, 0x3b])]);
}

const uint16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const uint32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const uint16le = (...values: number[]) => Buffer.concat(values.map((value) => Buffer.from([value & 0xff, value >> 8])));
const uint32le = (...values: number[]) =>
  Buffer.concat(
    values.map((value) => {
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32LE(value);
      return buffer;
    }),
  );
