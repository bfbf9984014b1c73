import { emailHref, phoneHref, siteConfig } from '../../config/site-config';
import { ClockIcon, MailIcon, PhoneIcon } from './icons';
import './top-bar.css';

export function TopBar() {
  return (
    <aside className="top-bar" aria-label="Contact details">
      <ul className="top-bar__list container">
        <li>
          <PhoneIcon />
          <a href={phoneHref}>
            <span className="visually-hidden">Call us at </span>
            {siteConfig.phone}
          </a>
        </li>
        <li>
          <ClockIcon />
          <span>
            School hours <span className="top-bar__hours">{siteConfig.hours}</span>
          </span>
        </li>
        <li>
          <MailIcon />
          <a href={emailHref}>
            <span className="visually-hidden">Email us at </span>
            {siteConfig.email}
          </a>
        </li>
      </ul>
    </aside>
  );
}
