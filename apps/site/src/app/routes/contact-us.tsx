import type { PageHandle } from '@trailside/domain/site/site-pages';
import { Link } from 'react-router-dom';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useSiteDetails } from '../../config/use-site-details';
import './contact-us.css';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'Contact Us', sitemap: true };

export function Component() {
  const details = useSiteDetails();
  return (
    <div className="page container contact-page">
      <PageHead description="Call, e-mail or visit Trailside Montessori K-8, or send us a message to arrange a morning in the classroom." />
      <div className="card contact-page__details">
        <ContactDetails details={details} />
        <p className="contact-page__visit">
          <Link to="/visits">Book a visit</Link>: a school tour, a morning observing a class, or an open house.
        </p>
      </div>
      <div className="card contact-page__form">
        <ContactForm />
      </div>
    </div>
  );
}
