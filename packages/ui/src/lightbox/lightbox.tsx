import YetAnotherLightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import './lightbox.css';

export interface LightboxPicture {
  src: string;
  alt: string;
}

interface LightboxProps {
  pictures: readonly LightboxPicture[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
}

/**
 * Pictures full screen, one at a time: arrow keys move, Escape closes, focus returns to the page. Each
 * picture keeps its alt text; the close and arrow buttons are named for screen readers.
 */
export function Lightbox({ pictures, index, onClose, onIndexChange }: LightboxProps) {
  return (
    <YetAnotherLightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={pictures.map(({ src, alt }) => ({ src, alt }))}
      on={{ view: ({ index: shown }) => onIndexChange?.(shown) }}
      carousel={{ finite: pictures.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Previous: 'Previous picture', Next: 'Next picture', Close: 'Close the picture', Lightbox: 'Picture viewer' }}
      render={pictures.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
