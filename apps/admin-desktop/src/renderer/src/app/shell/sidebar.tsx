import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { CONSOLE_VIEWS, VIEW_LABELS, type ConsoleView } from '../../../../preload/console-api';
import { ADMISSIONS_VIEW_LABELS, ADMISSIONS_VIEWS, admissionsPath } from '../admissions-views';

interface SidebarProps {
  /** A count to show beside a view, such as the Inbox's pending items; nothing shows while unknown or zero. */
  counts?: Partial<Record<ConsoleView, number | null>>;
}

/**
 * The views, in menu order, then the Admissions area's views under their heading; the current one is marked for
 * screen readers with aria-current.
 */
export function Sidebar({ counts = {} }: SidebarProps) {
  const admissionsId = useId();
  return (
    <nav className="sidebar" aria-label="Console views">
      <ul className="sidebar__list">
        {CONSOLE_VIEWS.map((view) => {
          const count = counts[view];
          return (
            <li key={view}>
              <NavLink to={`/${view}`} className="sidebar__link">
                <span>{VIEW_LABELS[view]}</span>
                {typeof count === 'number' && count > 0 && (
                  <span className="sidebar__count">
                    {count}
                    <span className="visually-hidden"> pending</span>
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
      {/* Not a heading: the sidebar comes before each view's own h1. */}
      <p id={admissionsId} className="sidebar__heading">
        Admissions
      </p>
      <ul className="sidebar__list" aria-labelledby={admissionsId}>
        {ADMISSIONS_VIEWS.map((view) => (
          <li key={view}>
            <NavLink to={admissionsPath(view)} className="sidebar__link">
              {ADMISSIONS_VIEW_LABELS[view]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
