/** How wide a profile's portrait shows, for its srcset and the server's preload of it (no styles, so the layout may import it). */
export const TEACHER_PORTRAIT_SIZES = '(max-width: 768px) 100vw, 40vw';
