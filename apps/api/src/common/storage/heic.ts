import { readFile } from 'node:fs/promises';

export interface RawPicture {
  data: Buffer;
  info: { width: number; height: number; channels: 4 };
}

/**
 * The RGBA pixels of a HEIC photo's main picture. sharp's build has no HEVC decoder (a patent matter), so
 * libheif compiled to WebAssembly (heic-decode, over libheif-js) decodes it; the caller has checked the
 * size from the header first. Loaded on the first HEIC only: most servers never see one.
 */
export async function decodeHeic(file: string): Promise<RawPicture> {
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: await readFile(file) });
  return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), info: { width, height, channels: 4 } };
}
