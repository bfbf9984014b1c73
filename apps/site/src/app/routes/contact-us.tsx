import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useSiteDetails } from '../../config/use-site-details';
import './contact-us.css';

export function Component() {
  const details = useSiteDetails();
  return (
    <div className="page container contact-page">
      <div className="card contact-page__details">
        <ContactDetails details={details} />
      </div>
      <div className="card contact-page__form">
        <ContactForm />
      </div>
    </div>
  );
}
