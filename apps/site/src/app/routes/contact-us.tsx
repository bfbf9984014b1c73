import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useSiteSettings } from '../../features/settings/api/get-site-settings';
import './contact-us.css';

export function Component() {
  const settings = useSiteSettings();
  return (
    <div className="page container contact-page">
      <div className="card contact-page__details">
        <ContactDetails settings={settings} />
      </div>
      <div className="card contact-page__form">
        <ContactForm />
      </div>
    </div>
  );
}
