import { CAROUSEL_LAYOUTS, slidesPerViewWhere, type CarouselLayout } from './carousel-layout';

/** The count for a window `width` px wide. */
const slidesPerViewAt = (width: number, layout: CarouselLayout) => slidesPerViewWhere((below) => width < below, layout);

describe('slidesPerViewWhere', () => {
  it.each([
    ['team', 1440, 2],
    ['team', 1200, 2],
    ['team', 1199, 3],
    ['team', 576, 3],
    ['team', 575, 1],
    ['gallery', 1280, 3],
    ['gallery', 576, 3],
    ['gallery', 375, 1],
    ['recentBlogs', 1280, 3],
    ['recentBlogs', 991, 3],
    ['recentBlogs', 990, 2],
    ['recentBlogs', 575, 1],
    ['testimonial', 1280, 1],
    ['testimonial', 320, 1],
  ] as const)('the %s carousel shows, at %p px, %p slides', (name, width, expected) => {
    expect(slidesPerViewAt(width, CAROUSEL_LAYOUTS[name])).toBe(expected);
  });

  it('does not depend on the order the breakpoints are written in', () => {
    const layout = { slidesPerView: 4, breakpoints: [{ below: 500, slidesPerView: 1 }, { below: 900, slidesPerView: 2 }] };
    expect(slidesPerViewAt(400, layout)).toBe(1);
    expect(slidesPerViewAt(800, layout)).toBe(2);
    expect(slidesPerViewAt(1000, layout)).toBe(4);
  });
});
