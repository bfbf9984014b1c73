import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';

// The viewer (and its library) is fetched when a picture is first opened, not with the page.
const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })));

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
  // Once opened it stays mounted, so closing can animate and give focus back.
  const [opened, setOpened] = useState(false);
  const open = useCallback((shown: number) => {
    setOpened(true);
    setIndex(shown);
  }, []);
  const lightbox = opened ? (
    <Suspense fallback={null}>
      <Lightbox pictures={pictures.map(({ imageUrl, alt }) => ({ src: imageUrl, alt }))} index={index} onClose={() => setIndex(null)} />
    </Suspense>
  ) : (
    <></>
  );
  return { open, lightbox };
}
