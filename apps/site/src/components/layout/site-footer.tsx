import { BrandMark } from '@trailside/ui/brand-mark/brand-mark';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteDetails } from '../../config/use-site-details';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';
import './site-footer.css';

const EXPLORE_LINKS = [
  { to: '/about', text: 'About the school' },
  { to: '/about-2', text: 'A day at Trailside' },
  { to: '/classes', text: 'Classes and tuition' },
  { to: '/event', text: 'School calendar' },
  { to: '/faq', text: 'Questions parents ask' },
  { to: '/visits', text: 'Book a visit' },
  { to: '/subscribe', text: 'News by e-mail' },
  { to: '/blog-archive', text: 'Blog posts, by year' },
];

/** The school's details and links; `recentBlogs` is the spec's recent-blogs widget, given by the layout. */
export function SiteFooter({ recentBlogs }: { recentBlogs: ReactNode }) {
  const details = useSiteDetails();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            <BrandMark size={36} />
            {details.name}
          </h2>
          <p>
            A small Montessori school with a home-school heart: four classes of twelve to fifteen children, aged five
            to fourteen. Tuition is paid monthly.
          </p>
        </section>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit us</h2>
          <ul className="site-footer__list">
            <li>
              <MapPinIcon />
              <address>{details.address}</address>
            </li>
            <li>
              <ClockIcon />
              <span>Monday to Friday, {details.hours}</span>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get in touch</h2>
          <ul className="site-footer__list">
            <li>
              <PhoneIcon />
              <a href={details.phoneHref}>{details.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={details.emailHref}>{details.email}</a>
            </li>
          </ul>
        </section>
        <nav aria-label="Footer">
          <h2>Explore</h2>
          <ul className="site-footer__links">
            {EXPLORE_LINKS.map(({ to, text }) => (
              <li key={to}>
                <Link to={to}>{text}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {recentBlogs}
      </div>
      <p className="site-footer__legal container">
        {/* The year the server drew the page in, which a visitor already in the next one (New Year's Eve, a time
            zone ahead) keeps until the next page: React would otherwise throw the whole footer away over a year. */}
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {details.name}. A non-accredited, Montessori-based private school.
      </p>
    </footer>
  );
}
