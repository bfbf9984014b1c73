/** Spec section 9: the gallery shows 8 pictures a page and fetches 2 pages at a time (limit 16). */
export const GALLERY_PAGE_SIZE = 8;
export const GALLERY_BATCH_SIZE = 2;
export const GALLERY_FETCH_LIMIT = GALLERY_PAGE_SIZE * GALLERY_BATCH_SIZE;
/** Spec section 9: the home page's class gallery shows 8 pictures. */
export const GALLERY_WIDGET_LIMIT = 8;
/** The most pictures one upload may carry, and the most one request may ask for. */
export const GALLERY_MAX_UPLOAD_COUNT = 20;
export const GALLERY_MAX_LIMIT = 100;
