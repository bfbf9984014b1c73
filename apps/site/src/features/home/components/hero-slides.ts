/**
 * The eight pictures of the home slider, drawn by the sample content at fixed public paths
 * (scenes in order: landscape, classroom, books, garden, instruments, paint, science, engineering).
 */
export interface HeroSlide {
  src: string;
  fallbackSrc: string;
  alt: string;
}

const ALTS = [
  'A trail winding over green hills towards the schoolhouse at sunrise',
  'A bright classroom with low tables, small chairs and open shelves of learning materials',
  'A stack of well-loved picture books and chapter books ready for reading time',
  'Raised garden beds where the children grow vegetables, herbs and flowers',
  'Instruments set out for music class: a guitar, a drum and a xylophone',
  'An easel with a half-finished painting beside pots of bright paint and brushes',
  'A science fair table with beakers, a magnifying glass and a project poster',
  'Gears, beams and a model bridge from the engineering club',
];

export const HERO_SLIDES: HeroSlide[] = ALTS.map((alt, index) => ({
  src: `/uploads/home-slider/slide-${index + 1}.webp`,
  fallbackSrc: `/uploads/home-slider/slide-${index + 1}.jpg`,
  alt,
}));
