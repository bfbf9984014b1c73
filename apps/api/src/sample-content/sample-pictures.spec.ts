import sharp from 'sharp';
import { drawPicture, drawPortrait, PICTURE_SCENES, pictureSvg } from './sample-pictures';

describe('sample pictures', () => {
  it.each(PICTURE_SCENES)('should draw %s as a PNG of the asked size, wide or square', async (scene) => {
    for (const [size, variant] of [[{ width: 1920, height: 800 }, 0], [{ width: 600, height: 600 }, 1]] as const) {
      const metadata = await sharp(await drawPicture(scene, size, variant)).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'png', ...size });
    }
  });

  it('should draw a different picture for another variant of one scene, and the same for the same one', () => {
    const size = { width: 1200, height: 800 };
    expect(pictureSvg('landscape', size, 0)).not.toBe(pictureSvg('landscape', size, 1));
    expect(pictureSvg('books', size, 2)).toBe(pictureSvg('books', size, 2));
  });

  it('should draw one distinct portrait per name, the same face for the same name', async () => {
    const maya = await drawPortrait('Maya Okafor');
    expect((await sharp(maya).metadata()).format).toBe('png');
    expect(maya.equals(await drawPortrait('Daniel Reyes'))).toBe(false);
    expect(maya.equals(await drawPortrait('Maya Okafor'))).toBe(true);
  });
});
