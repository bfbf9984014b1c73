import type { SiteDetails } from '../../../config/use-site-details';
import './contact-details.css';

/** Phone, e-mail, address and hours from the site details, each a link where one makes sense. */
export function ContactDetails({ details }: { details: SiteDetails }) {
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
            <a href={details.phoneHref}>{details.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={details.emailHref}>{details.email}</a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {details.name}
            <br />
            {details.address}
          </dd>
        </div>
        <div>
          <dt>School hours</dt>
          <dd>{details.hours}</dd>
        </div>
      </dl>
    </section>
  );
}
