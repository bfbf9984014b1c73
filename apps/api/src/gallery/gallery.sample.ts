import type { PictureScene } from '../sample-content/sample-pictures';
import type { SampleSeeder } from '../sample-content/sample-seeder';
import { GalleryService } from './gallery.service';

/** Each group's pictures, oldest first: [scene, alt text]. Drawn, never downloaded (CONTENT.md). */
const GALLERY: Record<string, [PictureScene, string][]> = {
  Classroom: [
    ['materials', 'Pink tower and brown stair blocks set out on a floor mat in the lower elementary room'],
    ['books', 'A reading corner with picture books on low shelves and two floor cushions'],
    ['classroom', 'Morning work cycle: children at small tables with trays of math beads'],
    ['materials', 'Golden bead material laid out for a four-digit addition'],
    ['classroom', 'The upper elementary room set up for a class meeting in a circle'],
  ],
  Garden: [
    ['garden', 'Raised beds of lettuce and radishes planted by the five- and six-year-olds'],
    ['plants', 'Bean seedlings in recycled cups on the classroom windowsill'],
    ['garden', 'Sunflowers taller than the garden fence in late summer'],
    ['plants', 'Herb spiral with basil, mint and chives labelled by the children'],
    ['landscape', 'The meadow behind the school where the garden club keeps its compost bins'],
  ],
  'Music & Art': [
    ['instruments', 'Recorders, a hand drum and a xylophone ready for music class'],
    ['paint', 'Watercolour paintings of autumn leaves drying on the art room line'],
    ['concert', 'The strings ensemble warming up before the winter concert'],
    ['paint', 'Clay owls glazed by the middle school art elective'],
    ['instruments', 'A ukulele circle during Friday afternoon music'],
  ],
  'Field Trips': [
    ['landscape', 'Hiking the river trail on the fall nature walk'],
    ['landscape', 'A picnic lunch on the hill at the county nature preserve'],
    ['science', 'Looking at pond water samples on the field trip to the wetlands centre'],
    ['books', 'A visit to the public library for our library-card day'],
  ],
  'Science & Engineering': [
    ['science', 'Vinegar and baking soda volcanoes lined up for the science fair'],
    ['engineering', 'A cardboard marble run built by the engineering club'],
    ['engineering', 'Popsicle-stick bridge being load-tested with a stack of books'],
    ['science', 'Magnifying glasses and leaf collections on the nature table'],
  ],
  'Spanish Day': [
    ['spanish', 'Papel picado banners the children cut for Spanish day'],
    ['spanish', 'Vocabulary cards for fruits and vegetables in Spanish'],
  ],
};

/** 25 pictures in six groups, each with its own alt text, so /gallery-filter has pages and groups to show. */
export const gallerySampleSeeder: SampleSeeder = {
  name: 'gallery pictures',
  async seed({ get, picture }) {
    const gallery = get(GalleryService);
    let variant = 0;
    for (const [groupLabel, pictures] of Object.entries(GALLERY)) {
      const files = [];
      for (const [scene] of pictures) files.push(await picture(scene, { width: 960, height: 720 }, variant++));
      await gallery.create({ groupLabel, alts: pictures.map(([, alt]) => alt) }, files);
    }
  },
};
