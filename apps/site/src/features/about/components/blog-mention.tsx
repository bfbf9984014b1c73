import { Link } from 'react-router-dom';
import './about.css';

/** Points parents to the blog for what the school year really looks like. */
export function BlogMention() {
  return (
    <section className="about-section container" aria-labelledby="blog-mention-title">
      <h2 id="blog-mention-title" className="section-title section-title--start">
        See the year as it happens
      </h2>
      <p className="about-section__lead">
        Our teachers write on <Link to="/blog-classic-grid">the school blog</Link> about what the children are up to: the
        science fair, the spring concert, the garden harvest, Spanish day and the engineering club’s latest bridge. It is
        the best way to get a feel for a year at Trailside before you visit.
      </p>
    </section>
  );
}
