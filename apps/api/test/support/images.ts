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
