/** How wide a gallery tile shows on the gallery pages, for its srcset and the server's preload of the first one (no styles, so the layout may import it). */
export const GALLERY_TILE_SIZES = '(max-width: 1200px) 50vw, 25vw';
