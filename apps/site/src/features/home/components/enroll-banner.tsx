import { buttonClassName } from '@trailside/ui/button/button';
import { Link } from 'react-router-dom';
import './enroll-banner.css';

/** Spec section 2: an enroll picture that links to the contact page; beside it, the way to book a visit (issue 41). */
export function EnrollBanner() {
  return (
    <section className="enroll container" aria-labelledby="enroll-title">
      <Link to="/contact-us" className="enroll__link">
        {/* Decorative: the link's words say where it goes. */}
        <svg className="enroll__art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
          <rect width="240" height="160" rx="16" fill="#f3e6c8" />
          <rect x="80" y="28" width="80" height="112" rx="6" fill="#2c5e45" />
          <path d="M88 36h40v104H88z" fill="#f6c453" />
          <path d="M128 36l24 10v88l-24 6z" fill="#a8470c" />
          <circle cx="146" cy="92" r="3" fill="#f3e6c8" />
          <ellipse cx="108" cy="150" rx="14" ry="5" fill="#c9a96b" />
          <ellipse cx="84" cy="156" rx="12" ry="4" fill="#c9a96b" />
          <path d="M30 140c0-20 10-30 20-30s20 10 20 30z" fill="#4c7d5c" />
          <path d="M176 140c0-24 12-36 24-36s24 12 24 36z" fill="#4c7d5c" />
        </svg>
        <span className="enroll__text">
          <span id="enroll-title" className="enroll__title">
            Now enrolling
          </span>
          <span>
            We keep classes small, so places fill up. Come and see a morning in the classroom, meet the teachers and ask
            us anything.
          </span>
          <span className="enroll__cta">Ask us anything</span>
        </span>
      </Link>
      <Link to="/visits" className={`${buttonClassName()} enroll__visit`}>
        Book a visit
      </Link>
    </section>
  );
}
