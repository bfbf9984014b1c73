import { useState, type ReactElement } from 'react';
import { Lightbox } from './lightbox';

interface PictureWithAlt {
  /** As the API returns it (gallery images and the like). */
  imageUrl: string;
  alt: string;
}

interface LightboxWiring {
  /** Shows the picture at this index of `pictures`. */
  open: (index: number) => void;
  /** The lightbox itself; render it once beside the pictures. */
  lightbox: ReactElement;
}

/** The lightbox over a list of pictures: tiles call `open(index)`, the page renders `lightbox`. */
export function useLightbox(pictures: readonly PictureWithAlt[]): LightboxWiring {
  const [index, setIndex] = useState<number | null>(null);
  const lightbox = (
    <Lightbox pictures={pictures.map(({ imageUrl, alt }) => ({ src: imageUrl, alt }))} index={index} onClose={() => setIndex(null)} />
  );
  return { open: setIndex, lightbox };
}
