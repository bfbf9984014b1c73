/** How wide a post's picture shows, for its srcset and the server's preload of it (no styles, so the layout may import it). */
export const BLOG_POST_IMAGE_SIZES = '(max-width: 768px) 100vw, 60vw';
