import { buttonClassName } from '@trailside/ui/button/button';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Link } from 'react-router-dom';
import { Greeting } from '../../../components/greeting';
import { siteConfig } from '../../../config/site-config';
import { TrailScene } from './trail-scene';
import './hero.css';

export function Hero() {
  const { session } = useAuth();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__art">
        <TrailScene />
      </div>
      <div className="hero__content container">
        <p className="hero__eyebrow">Montessori school · Kindergarten to 8th grade</p>
        <h1 id="hero-title" className="hero__title">
          Blazing new trails in education, K-8
        </h1>
        <p className="hero__lead">
          {siteConfig.name} is a small Montessori school with a home-school model: four classes of twelve to fifteen
          children, aged five to fourteen, where every child is known by name and learns at their own pace.
        </p>
        <Greeting className="hero__greeting" />
        <div className="hero__actions">
          {!session && (
            <Link to="/sign-up" className={buttonClassName('primary')}>
              Join us
            </Link>
          )}
          {siteConfig.storeUrl && (
            <a href={siteConfig.storeUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
              Get Merchandise<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <Link to="/coming-soon" className={buttonClassName('secondary')}>
            Events
          </Link>
        </div>
      </div>
    </section>
  );
}
