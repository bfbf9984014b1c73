import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { CarouselLayout } from '@trailside/domain/layout/carousel-layout';
import { useSlidesPerView } from './slides-per-view';
import './carousel.css';

interface CarouselProps {
  /** Names the carousel region for screen readers, e.g. "Our teachers". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /**
   * Slides at once by window width; the spec's are CAROUSEL_LAYOUTS in
   * @trailside/domain/layout/carousel-layout (e.g. `layout={CAROUSEL_LAYOUTS.team}`). One at a time if absent.
   */
  layout?: CarouselLayout;
  loop?: boolean;
  /**
   * Moves on by itself every `autoplayMs`, with a pause button; it also rests while the pointer or
   * focus is inside, and never starts for people who ask for reduced motion.
   */
  autoplayMs?: number;
  /** What a slide is called in its "n of m" label and the buttons, e.g. "picture". */
  slideName?: string;
  className?: string;
}

const SINGLE_SLIDE: CarouselLayout = { slidesPerView: 1, breakpoints: [] };

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A server render assumes reduced motion, so nothing starts moving before the browser knows. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * A carousel over embla: a labelled region with previous/next buttons, slides labelled "n of m",
 * the arrow keys while focus is inside, swipe and drag. Focusing a link in a hidden slide brings it
 * into view (embla's watchFocus), so keyboard users never tab into something they cannot see.
 */
export function Carousel({
  label,
  children,
  layout = SINGLE_SLIDE,
  loop = false,
  autoplayMs,
  slideName = 'slide',
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const perView = useSlidesPerView(layout);
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: 'start', containScroll: 'trimSnaps' });
  // embla measures every slide when it starts, a forced layout of the whole page: a carousel further down
  // starts once it comes within a screen of the window (or is focused), so a page's first moments hold less work.
  const viewport = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return viewportRef(viewport.current);
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(viewport.current!);
    return () => observer.disconnect();
  }, [near, viewportRef]);
  const scrollable = slides.length > perView;
  // Until embla starts, the buttons say what it will say on the first slide, so none turns off under focus.
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(loop && scrollable);
  const [canNext, setCanNext] = useState(scrollable);
  const [playing, setPlaying] = useState(true);
  const [resting, setResting] = useState({ hover: false, focus: false });
  const reducedMotion = usePrefersReducedMotion();

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  // A new count per view changes the slide widths; embla measures again (not when it has just measured).
  const measured = useRef(embla);
  useEffect(() => {
    if (measured.current === embla) embla?.reInit();
    measured.current = embla;
  }, [embla, perView, slides.length]);

  const autoplays = autoplayMs !== undefined && !reducedMotion && slides.length > perView;
  const running = autoplays && playing && !resting.hover && !resting.focus;
  useEffect(() => {
    if (!running || !embla) return;
    const timer = setInterval(() => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0)), autoplayMs);
    return () => clearInterval(timer);
  }, [running, embla, autoplayMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      embla?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      embla?.scrollNext();
    }
  };

  const style = { '--carousel-per-view': perView } as CSSProperties;

  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setResting((state) => ({ ...state, hover: true }))}
      onPointerLeave={() => setResting((state) => ({ ...state, hover: false }))}
      onFocus={() => {
        setNear(true);
        setResting((state) => ({ ...state, focus: true }));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setResting((state) => ({ ...state, focus: false }));
      }}
    >
      {/* Controls come first, so the pause button is reached before the moving slides. */}
      {scrollable && (
        <div className="carousel__controls">
          {autoplays && (
            <button
              type="button"
              className="carousel__button carousel__button--play"
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing ? `Pause the ${slideName}s` : `Play the ${slideName}s`}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <button
            type="button"
            className="carousel__button"
            onClick={() => embla?.scrollPrev()}
            disabled={!canPrev}
            aria-label={`Previous ${slideName}`}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="carousel__status" aria-hidden="true">
            {selected + 1} / {slides.length}
          </span>
          <button
            type="button"
            className="carousel__button"
            onClick={() => embla?.scrollNext()}
            disabled={!canNext}
            aria-label={`Next ${slideName}`}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__container" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription={slideName}
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
