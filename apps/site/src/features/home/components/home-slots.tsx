/*
 * Places on the home page that other features fill in. Each renders nothing for now; when the
 * feature lands, render its component here (or replace the slot in app/routes/home.tsx).
 */

/** Class gallery carousel with lightbox (gallery feature): 3 slides, 1 under 576 px. */
export function ClassGalleryCarouselSlot() {
  return null;
}

/** About the Teachers carousel, with a plus button for admins (teachers feature): 2 slides, 3 under 1200 px, 1 under 576. */
export function TeachersCarouselSlot() {
  return null;
}

/** Testimonials carousel, with a plus button for signed-in users (testimonials feature): 1 slide. */
export function TestimonialsCarouselSlot() {
  return null;
}

/** The pinned event flyer, shown only while launched, not expired and with an image (social events feature). */
export function PinnedFlyerSlot() {
  return null;
}

/** Recent blogs carousel (blogs feature): 3 slides, 2 under 991 px, 1 under 576; title 20 and text 77 characters. */
export function RecentBlogsCarouselSlot() {
  return null;
}
