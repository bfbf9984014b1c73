import { buttonClassName } from '@trailside/ui/button/button';
import { Link } from 'react-router-dom';
import { RecentBlogsCarouselSlot } from './home-slots';
import './blog-teaser.css';

/** Spec section 2: the blog teaser, with the recent-blogs carousel under it once the blogs feature provides it. */
export function BlogTeaser() {
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
        <RecentBlogsCarouselSlot />
      </div>
    </section>
  );
}
