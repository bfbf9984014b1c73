import { buttonClassName } from '@trailside/ui/button/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './blog-teaser.css';

/** Spec section 2: the blog teaser, with the recent-blogs carousel (given by the page) under it. */
export function BlogTeaser({ children }: { children?: ReactNode }) {
  return (
    <section className="blog-teaser" aria-labelledby="blog-teaser-title">
      <div className="container">
        <div className="blog-teaser__intro">
          <h2 id="blog-teaser-title" className="section-title section-title--start">
            News from the classrooms
          </h2>
          <p>
            Our teachers write about the school year as it happens: the science fair, the spring concert, the garden
            beds, Spanish day and what the engineering club is building this month.
          </p>
          <Link to="/blog-classic-grid" className={buttonClassName('secondary')}>
            Read the blog
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
