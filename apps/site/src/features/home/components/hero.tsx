import { HOME_SLIDE_INTERVAL_MS, HOME_SLIDES, type HomeSlide } from '@trailside/domain/home-slider/home-slider';
import { buttonClassName } from '@trailside/ui/button/button';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Carousel } from '@trailside/ui/carousel/carousel';
import { MAIN_PICTURE } from '@trailside/ui/responsive-image/main-picture';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Greeting } from '../../../components/greeting';
import { useSiteDetails } from '../../../config/use-site-details';
import { TrailScene } from './trail-scene';
import './hero.css';


/**
 * One slider picture; if it cannot be loaded it steps aside and the drawn trail behind it shows. The others
 * wait beside the first, out of sight and not asked for (hero.css), until the page is the app's, so the first
 * (the page's main picture) has the line to itself.
 */
function SlidePicture({ slide, first }: { slide: HomeSlide; first: boolean }) {
  const [missing, setMissing] = useState(false);
  return (
    <picture>
      <source srcSet={`${slide.small} 960w, ${slide.src} 1920w`} sizes="100vw" type="image/webp" />
      <img
        className={missing ? 'hero__slide-image is-missing' : 'hero__slide-image'}
        src={slide.fallback}
        alt={slide.alt}
        width={1920}
        height={800}
        {...(first ? MAIN_PICTURE : { loading: 'lazy' })}
        decoding="async"
        onError={() => setMissing(true)}
      />
    </picture>
  );
}

/** Spec section 2: the full-width slider of eight pictures with the headline and its three buttons. */
export function Hero() {
  const { session } = useAuth();
  const { name, storeUrl } = useSiteDetails();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__art">
        {/* Decorative backdrop: it only shows where a slider picture could not be loaded. */}
        <div aria-hidden="true">
          <TrailScene />
        </div>
        <Carousel label="Life at Trailside" slideName="picture" loop autoplayMs={HOME_SLIDE_INTERVAL_MS} className="hero__slider">
          {HOME_SLIDES.map((slide, index) => (
            <SlidePicture key={slide.src} slide={slide} first={index === 0} />
          ))}
        </Carousel>
      </div>
      <div className="hero__content container">
        <div className="hero__panel">
          <p className="hero__eyebrow">Montessori school · Kindergarten to 8th grade</p>
          <h1 id="hero-title" className="hero__title">
            Blazing new trails in education, K-8
          </h1>
          <p className="hero__lead">
            {name} is a small Montessori school with a home-school model: four classes of twelve to fifteen children, aged
            five to fourteen, where every child is known by name and learns at their own pace.
          </p>
          <Greeting className="hero__greeting" />
          <div className="hero__actions">
            {!session && (
              <Link to="/sign-up" className={buttonClassName('primary')}>
                Join us
              </Link>
            )}
            {storeUrl && (
              <a href={storeUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
                Get Merchandise<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            <Link to="/coming-soon" className={buttonClassName('secondary')}>
              Events
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
