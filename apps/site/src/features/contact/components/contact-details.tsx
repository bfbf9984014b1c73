import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import './contact-details.css';

/** Phone, e-mail, address and hours from the site settings, each a link where one makes sense. */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const phoneHref = `tel:${settings.phone.replace(/[^\d+]/g, '')}`;
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Visit or call us</h2>
      <p>
        We love meeting families. Call during school hours, write any time, or come and see the children at work on a
        class-day morning.
      </p>
      <dl className="contact-details__list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={phoneHref}>{settings.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {settings.schoolName}
            <br />
            {settings.address}
          </dd>
        </div>
        <div>
          <dt>School hours</dt>
          <dd>{settings.hours}</dd>
        </div>
      </dl>
    </section>
  );
}
