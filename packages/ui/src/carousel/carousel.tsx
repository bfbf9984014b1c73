import type { EmblaCarouselType } from 'embla-carousel';
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

/**
 * embla, which moves the slides, is fetched the first time a carousel has a slide to move (a reader coming
 * near, a focus, a pointer, a tap on its buttons, or its first automatic turn), not with the page: until then
 * a carousel is its first slides, drawn by the server, and a page's first load carries none of embla's code.
 */
let emblaModule: Promise<typeof import('embla-carousel')> | undefined;
const loadEmbla = () => (emblaModule ??= import('embla-carousel'));

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const noSubscription = () => () => {};

/**
 * A server render assumes reduced motion, so nothing starts moving before the browser knows. Only a carousel
 * that turns by itself asks: for the others the answer stays the server's, so hydrating them draws nothing
 * again (a snapshot that differs from the server's makes React draw the carousel a second time at once).
 */
function usePrefersReducedMotion(asked: boolean): boolean {
  return useSyncExternalStore(
    asked ? subscribeToReducedMotion : noSubscription,
    () => !asked || window.matchMedia(reducedMotionQuery).matches,
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
  const viewport = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  /** embla from the moment it starts: the state above follows only once React has drawn the carousel again. */
  const started = useRef<EmblaCarouselType>(undefined);
  /** What a reader asked of the carousel before embla was there, done once it is. */
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const act = (action: (api: EmblaCarouselType) => void) => {
    if (started.current) return action(started.current);
    pending.current = action;
    setWanted(true);
  };
  // Starting embla measures every slide, a forced layout of the whole page: a carousel further down starts once
  // it comes within a screen of the window, so a page's first moments hold less work. One that turns by itself
  // (the home page's slider, at the top) waits for its first turn, or for a reader to reach for it.
  useEffect(() => {
    if (wanted || autoplayMs !== undefined) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setWanted(true), { rootMargin: '100% 0px' });
    observer.observe(viewport.current!);
    return () => observer.disconnect();
  }, [wanted, autoplayMs]);
  useEffect(() => {
    if (!wanted) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void loadEmbla().then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewport.current) return;
      api = EmblaCarousel(viewport.current, { loop, align: 'start', containScroll: 'trimSnaps' });
      started.current = api;
      setEmbla(api);
      pending.current?.(api);
      pending.current = null;
    });
    return () => {
      cancelled = true;
      if (started.current === api) started.current = undefined;
      api?.destroy();
    };
  }, [wanted, loop]);
  const scrollable = slides.length > perView;
  // Until embla starts, the buttons say what it will say on the first slide, so none turns off under focus.
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(loop && scrollable);
  const [canNext, setCanNext] = useState(scrollable);
  const [playing, setPlaying] = useState(true);
  const [resting, setResting] = useState({ hover: false, focus: false });
  const reducedMotion = usePrefersReducedMotion(autoplayMs !== undefined);

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
  // The first automatic turn fetches embla if nobody has yet.
  const turn = useRef(act);
  turn.current = act;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => turn.current((api) => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0))), autoplayMs);
    return () => clearInterval(timer);
  }, [running, autoplayMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      act((api) => api.scrollPrev());
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      act((api) => api.scrollNext());
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
      onPointerEnter={() => {
        setWanted(true);
        setResting((state) => ({ ...state, hover: true }));
      }}
      onPointerLeave={() => setResting((state) => ({ ...state, hover: false }))}
      onFocus={() => {
        setWanted(true);
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
            onClick={() => act((api) => api.scrollPrev())}
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
            onClick={() => act((api) => api.scrollNext())}
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
