/** How wide a profile's portrait shows, for its srcset and the server's preload of it (no styles, so the layout may import it). */
export const TEACHER_PORTRAIT_SIZES = '(max-width: 768px) 100vw, 40vw';

/** How wide a teacher card's portrait shows, likewise (the Teachers page preloads the first). */
export const TEACHER_CARD_SIZES = '(max-width: 550px) 100vw, (max-width: 1200px) 33vw, 25vw';
