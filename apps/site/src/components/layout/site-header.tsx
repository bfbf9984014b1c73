import { Link } from 'react-router-dom';
import { useSiteDetails } from '../../config/use-site-details';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { BrandMark } from '@trailside/ui/brand-mark/brand-mark';
import { MainMenu } from './main-menu';
import './site-header.css';

/** Spec section 2: the header turns to its scrolled style after 50 px of scroll. */
const SCROLLED_OFFSET_PX = 50;

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLLED_OFFSET_PX);
  const { name } = useSiteDetails();
  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <BrandMark size={44} className="brand-mark" />
          <span className="brand__name">{name}</span>
          <span className="visually-hidden">, home page</span>
        </Link>
        <MainMenu />
      </div>
    </header>
  );
}
