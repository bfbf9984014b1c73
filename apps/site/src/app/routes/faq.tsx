import type { PageHandle } from '@trailside/domain/site/site-pages';
import { FaqContactForm } from '../../features/contact/components/faq-contact-form';
import { FaqList } from '../../features/faq/components/faq-list';
import { FAQ_ENTRIES } from '../../features/faq/faq-content';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'FAQ', sitemap: true };

export function Component() {
  return (
    <div className="page container">
      <PageHead description="Answers to the questions families ask most about enrolment, tuition, the school day and the Montessori approach at Trailside." />
      <h2>Questions parents ask</h2>
      <p>Open a question to read the answer. If yours is not here, write to us below.</p>
      <FaqList entries={FAQ_ENTRIES} />
      <div className="card">
        <FaqContactForm />
      </div>
    </div>
  );
}
