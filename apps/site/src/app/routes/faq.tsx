import { FaqContactForm } from '../../features/contact/components/faq-contact-form';
import { FaqList } from '../../features/faq/components/faq-list';
import { FAQ_ENTRIES } from '../../features/faq/faq-content';

export function Component() {
  return (
    <div className="page container">
      <h2>Questions parents ask</h2>
      <p>Open a question to read the answer. If yours is not here, write to us below.</p>
      <FaqList entries={FAQ_ENTRIES} />
      <div className="card">
        <FaqContactForm />
      </div>
    </div>
  );
}
