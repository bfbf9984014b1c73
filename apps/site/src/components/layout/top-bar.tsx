import { useSiteDetails } from '../../config/use-site-details';
import { ClockIcon, MailIcon, PhoneIcon } from './icons';
import './top-bar.css';

export function TopBar() {
  const details = useSiteDetails();
  return (
    <aside className="top-bar" aria-label="Contact details">
      <ul className="top-bar__list container">
        <li>
          <PhoneIcon />
          <a href={details.phoneHref}>
            <span className="visually-hidden">Call us at </span>
            {details.phone}
          </a>
        </li>
        <li>
          <ClockIcon />
          <span>
            School hours <span className="top-bar__hours">{details.hours}</span>
          </span>
        </li>
        <li>
          <MailIcon />
          <a href={details.emailHref}>
            <span className="visually-hidden">Email us at </span>
            {details.email}
          </a>
        </li>
      </ul>
    </aside>
  );
}
