import type { Type } from '@nestjs/common';
import { homeSlidePath } from '@trailside/domain/home-slider/home-slider';
import sharp from 'sharp';
import { FILE_STORAGE, type FileStorage } from '../common/storage/file-storage';
import type { PictureScene } from './sample-pictures';
import type { SampleSeeder } from './sample-seeder';

/** The slider's scenes in order (slide 1 first) and the variant that looks best wide. */
export const HOME_SLIDER_SCENES: readonly [PictureScene, number][] = [
  ['landscape', 0],
  ['classroom', 0],
  ['books', 0],
  ['garden', 2],
  ['instruments', 0],
  ['paint', 0],
  ['science', 0],
  ['engineering', 0],
];

export const HOME_SLIDE_SIZE = { width: 1920, height: 800 } as const;

/**
 * The home page's eight slider pictures, at fixed public paths in the uploads' storage (see HOME_SLIDES in the
 * domain): slide-N.webp (1920 x 800), slide-N-960.webp and a slide-N.jpg fallback. They are the school's
 * own files, not anyone's upload, so no table records them; replacing a file replaces the slide.
 */
export const homeSliderSeeder: SampleSeeder = {
  name: 'home slider',
  async seed(context) {
    const files = context.get<FileStorage>(FILE_STORAGE as unknown as Type<FileStorage>);
    for (const [index, [scene, variant]] of HOME_SLIDER_SCENES.entries()) {
      const n = index + 1;
      const slide = await context.keep(`home slide ${scene} ${variant}`, async () => {
        // Decode the drawing once; each encoding starts from the same pixels. Low effort keeps the seed quick.
        const { data, info } = await sharp(await context.picture(scene, HOME_SLIDE_SIZE, variant)).raw().toBuffer({ resolveWithObject: true });
        const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        const [main, small, fallback] = await Promise.all([
          pixels().webp({ quality: 80, effort: 2 }).toBuffer(),
          pixels().resize(960, 400).webp({ quality: 78, effort: 2 }).toBuffer(),
          pixels().jpeg({ quality: 82 }).toBuffer(),
        ]);
        return [
          { name: homeSlidePath(n), data: main },
          { name: homeSlidePath(n, 'webp', '-960'), data: small },
          { name: homeSlidePath(n, 'jpg'), data: fallback },
        ];
      });
      await Promise.all(slide.map(({ name, data }) => files.write(name, data, name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')));
    }
  },
};
