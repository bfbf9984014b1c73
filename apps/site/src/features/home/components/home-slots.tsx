/*
 * Places on the home page that other features fill in. Each renders nothing for now; when the
 * feature lands, render its component here (or replace the slot in app/routes/home.tsx).
 */

/** Class gallery carousel with lightbox (gallery feature): 3 slides, 1 under 576 px. */
export function ClassGalleryCarouselSlot() {
  return null;
}



/** The pinned event flyer, shown only while launched, not expired and with an image (social events feature). */
export function PinnedFlyerSlot() {
  return null;
}

