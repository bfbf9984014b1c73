import type { PageHandle } from '@trailside/domain/site/site-pages';
import { CLASS_CARDS } from '@trailside/domain/classes/class-cards';
import { Link } from 'react-router-dom';
import { ClassCardView } from '../../features/classes/components/class-card-view';
import './classes.css';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'Classes', sitemap: true };

/** Spec section 2: the fixed class cards with their monthly fees. */
export function Component() {
  return (
    <div className="page container">
      <PageHead description="Our four mixed-age classes, from kindergarten to eighth grade, and the specialist lessons in art, music, Spanish and engineering." />
      <p className="classes__intro">
        Every child belongs to one of our four mixed-age classes for the General Education day. Music, art and Spanish
        are taught by specialists and can be added for a small monthly fee. Tuition is paid monthly.
      </p>
      <ul className="classes__grid">
        {CLASS_CARDS.map((card) => (
          <li key={card.title}>
            <ClassCardView card={card} />
          </li>
        ))}
      </ul>
      <p className="classes__next">
        Questions about fees, siblings or a mid-year start? <Link to="/faq">Read the FAQ</Link> or{' '}
<Link to="/contact-us">get in touch</Link>. The best way to know a class is to see it at work:{' '}
        <Link to="/visits">book a visit</Link>. Ready to join us? <Link to="/apply">Apply online</Link>.
      </p>
    </div>
  );
}
