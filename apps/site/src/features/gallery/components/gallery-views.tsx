import { NavLink } from 'react-router-dom';
import './gallery.css';

/** The spec's three gallery pages, each a way to see the same pictures. */
const VIEWS = [
  { to: '/gallery', text: 'Grid' },
  { to: '/gallery-masonry', text: 'Masonry' },
  { to: '/gallery-filter', text: 'By group' },
];

/** Links between the gallery's pages: the menu's Gallery opens the first, and only these lead to the others. */
export function GalleryViews() {
  return (
    <nav className="gallery-views" aria-label="Ways to see the gallery">
      <ul className="gallery-choices">
        {VIEWS.map(({ to, text }) => (
          <li key={to}>
            <NavLink to={to} end className="gallery-choice">
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
