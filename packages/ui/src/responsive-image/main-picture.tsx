/** The Element Timing name of a page's main picture, which the site's entry looks for (apps/site/src/main.tsx). */
export const MAIN_PICTURE_TIMING = 'main-picture';

/**
 * What marks an image as its page's main picture, the one a visitor looks at first: asked for at once and first,
 * and reported by the browser once it is on the screen (Element Timing), so the app's scripts can wait for that.
 */
export const MAIN_PICTURE = { loading: 'eager', fetchPriority: 'high', elementtiming: MAIN_PICTURE_TIMING } as const;
