import { buttonClassName } from '@trailside/ui/button/button';
import { Link } from 'react-router-dom';
import { useSiteDetails } from '../../../config/use-site-details';
import './call-to-enroll.css';

/** Spec section 2: the closing call to enroll, with the office phone. */
export function CallToEnroll() {
  const { phone, phoneHref } = useSiteDetails();
  return (
    <section className="call-to-enroll" aria-labelledby="call-to-enroll-title">
      <div className="call-to-enroll__inner container">
        <div>
          <h2 id="call-to-enroll-title" className="call-to-enroll__title">
            Enrolling now for next fall
          </h2>
          <p>
            Places are limited to fifteen per class. Call the office at <a href={phoneHref}>{phone}</a> or book a visit,
            and bring your child along.
          </p>
        </div>
        <div className="call-to-enroll__actions">
          <Link to="/visits" className={buttonClassName('primary')}>
            Book a visit
          </Link>
          <Link to="/apply" className={buttonClassName('secondary')}>
            Apply online
          </Link>
          <Link to="/event" className={buttonClassName('secondary')}>
            See the school calendar
          </Link>
        </div>
      </div>
    </section>
  );
}
