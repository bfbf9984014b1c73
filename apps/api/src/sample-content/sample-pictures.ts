import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';

/** The kinds of picture the sample content asks for; each is drawn, never downloaded. */
export const PICTURE_SCENES = [
  'landscape',
  'classroom',
  'books',
  'instruments',
  'paint',
  'plants',
  'garden',
  'materials',
  'science',
  'engineering',
  'spanish',
  'concert',
] as const;
export type PictureScene = (typeof PICTURE_SCENES)[number];

export interface PictureSize {
  width: number;
  height: number;
}

const PALETTE = ['#2c5e45', '#f2b441', '#a8470c', '#6a994e', '#f3e6c8', '#3d7ea6'];

/**
 * Draws a picture of `scene` and writes it as a PNG in `folder`, returning the file's path, ready for
 * ImageStorageService.saveImage like any upload. `variant` makes several pictures of one scene differ.
 */
export async function drawPicture(folder: string, scene: PictureScene, size: PictureSize, variant = 0): Promise<string> {
  const { width, height } = size;
  const shift = (PICTURE_SCENES.indexOf(scene) + variant) % PALETTE.length;
  const colour = (n: number) => PALETTE[(shift + n) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour(4)}"/>
    <circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.12}" fill="${colour(1)}"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.45} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="${colour(0)}"/>
  </svg>`;
  const file = join(folder, `${scene}-${randomUUID()}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** Draws a friendly illustrated portrait for `name` (one distinct face per name) as a PNG in `folder`. */
export async function drawPortrait(folder: string, name: string): Promise<string> {
  const hue = [...name].reduce((sum, letter) => sum + letter.charCodeAt(0), 0) % PALETTE.length;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="100%" height="100%" fill="${PALETTE[hue]}"/>
    <circle cx="240" cy="200" r="90" fill="#f3d9b1"/><path d="M90 480 Q240 280 390 480 Z" fill="#f3e6c8"/>
  </svg>`;
  const file = join(folder, `portrait-${randomUUID()}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}
