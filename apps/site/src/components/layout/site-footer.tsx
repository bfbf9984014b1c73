import { Link } from 'react-router-dom';
import { emailHref, phoneHref, siteConfig } from '../../config/site-config';
import { BrandMark } from '@trailside/ui/brand-mark/brand-mark';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            <BrandMark size={36} />
            {siteConfig.name}
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
              <address>{siteConfig.address}</address>
            </li>
            <li>
              <ClockIcon />
              <span>Monday to Friday, {siteConfig.hours}</span>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get in touch</h2>
          <ul className="site-footer__list">
            <li>
              <PhoneIcon />
              <a href={phoneHref}>{siteConfig.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={emailHref}>{siteConfig.email}</a>
            </li>
          </ul>
        </section>
        <nav aria-label="Footer">
          <h2>Explore</h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/about">About the school</Link>
            </li>
            <li>
              <Link to="/classes">Classes and tuition</Link>
            </li>
            <li>
              <Link to="/faq">Questions parents ask</Link>
            </li>
            <li>
              <Link to="/contact-us">Arrange a visit</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal container">
        © {new Date().getFullYear()} {siteConfig.name}. A non-accredited, Montessori-based private school.
      </p>
    </footer>
  );
}
