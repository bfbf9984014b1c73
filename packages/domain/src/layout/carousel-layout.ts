/** Below `below` px of window width, a carousel shows `slidesPerView` slides at once. */
export interface CarouselBreakpoint {
  below: number;
  slidesPerView: number;
}

export interface CarouselLayout {
  /** Slides at once on wide windows. */
  slidesPerView: number;
  breakpoints: readonly CarouselBreakpoint[];
}

/** Spec section 9: how many slides each of the site's carousels shows, by window width. */
export const CAROUSEL_LAYOUTS = {
  /** About the Teachers: 2 slides, 3 under 1200 px, 1 under 576. */
  team: { slidesPerView: 2, breakpoints: [{ below: 1200, slidesPerView: 3 }, { below: 576, slidesPerView: 1 }] },
  /** Class gallery: 3 slides, 1 under 576 px. */
  gallery: { slidesPerView: 3, breakpoints: [{ below: 576, slidesPerView: 1 }] },
  /** Recent blogs: 3 slides, 2 under 991 px, 1 under 576. */
  recentBlogs: { slidesPerView: 3, breakpoints: [{ below: 991, slidesPerView: 2 }, { below: 576, slidesPerView: 1 }] },
  /** Testimonials: one at a time. */
  testimonial: { slidesPerView: 1, breakpoints: [] },
} as const satisfies Record<string, CarouselLayout>;

/**
 * The count for a window: the narrowest breakpoint the window is under wins, else the base count. The
 * caller answers `isUnder(below)` for each breakpoint: a browser with a media query, which needs no layout
 * of the page (reading window.innerWidth forces one).
 */
export function slidesPerViewWhere(isUnder: (below: number) => boolean, layout: CarouselLayout): number {
  const matching = layout.breakpoints.filter((point) => isUnder(point.below)).sort((a, b) => a.below - b.below);
  return matching[0]?.slidesPerView ?? layout.slidesPerView;
}
