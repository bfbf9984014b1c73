/** The Element Timing name of a page's main picture, which the site's first script looks for (apps/site/src/boot.ts). */
export const MAIN_PICTURE_TIMING = 'main-picture';

/**
 * What marks an image as its page's main picture, the one a visitor looks at first: asked for at once and first,
 * and reported by the browser once it is on the screen (Element Timing), so the app's scripts can wait for that.
 */
export const MAIN_PICTURE = { loading: 'eager', fetchPriority: 'high', elementtiming: MAIN_PICTURE_TIMING } as const;

/**
 * What marks the other pictures of a page with a main picture (a gallery's other tiles, the Teachers page's other
 * portraits): asked for at low priority, so the browser never raises one in view above the main picture, which they
 * would otherwise share the line with.
 */
const BESIDE_MAIN_PICTURE = { fetchPriority: 'low' } as const;

/** A picture's part on a page with a main picture: the main one, or one beside it. */
export type PicturePart = 'main' | 'beside';

/** The attributes that mark a picture's part (none for a picture on a page without a main picture). */
export const pictureMarks = (part: PicturePart | undefined) => (part === 'main' ? MAIN_PICTURE : part === 'beside' ? BESIDE_MAIN_PICTURE : {});
