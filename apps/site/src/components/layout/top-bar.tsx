import type { ReactNode } from 'react';
import { useSiteDetails } from '../../config/use-site-details';
import { ClockIcon, MailIcon, PhoneIcon } from './icons';
import './top-bar.css';

export function TopBar() {
  const details = useSiteDetails();
  return (
    <aside className="top-bar" aria-label="Contact details">
      <ul className="top-bar__list container">
        <ContactLink icon={<PhoneIcon />} href={details.phoneHref} spoken="Call us at " text={details.phone} />
        <li>
          <ClockIcon />
          <span>
            School hours <span className="top-bar__hours">{details.hours}</span>
          </span>
        </li>
        <ContactLink icon={<MailIcon />} href={details.emailHref} spoken="Email us at " text={details.email} />
      </ul>
    </aside>
  );
}

/** A way to reach the school; `spoken` tells screen-reader users what the link does before its text. */
function ContactLink({ icon, href, spoken, text }: { icon: ReactNode; href: string; spoken: string; text: string }) {
  return (
    <li>
      {icon}
      <a href={href}>
        <span className="visually-hidden">{spoken}</span>
        {text}
      </a>
    </li>
  );
}
