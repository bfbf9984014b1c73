import { useState } from 'react';

/** Which picture the lightbox shows, if any. */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null);
  return { index, open: setIndex, close: () => setIndex(null), setIndex };
}
