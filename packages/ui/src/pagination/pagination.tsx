import { clampPage, pageWindow } from '@trailside/domain/pagination/page-window';
import type { MouseEvent, ReactNode } from 'react';
import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the control for screen readers, e.g. "Blog pages". */
  label: string;
  /**
   * The address of each page, for a list whose page is in its address: its pages are then links, which open in
   * a new tab and which a visitor's search engine follows; a plain click still calls `onChange` in place.
   */
  hrefOf?: (page: number) => string;
}

interface PageControlProps {
  className: string;
  href: string | undefined;
  disabled?: boolean;
  onGo: () => void;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/** A link to the page where it has an address, a button otherwise (and always for a step that goes nowhere). */
function PageControl({ href, disabled = false, onGo, children, ...rest }: PageControlProps) {
  if (href === undefined || disabled) {
    return (
      <button type="button" onClick={onGo} disabled={disabled} {...rest}>
        {children}
      </button>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo();
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

/** Previous, numbered pages with ellipsis, next (spec section 2). */
export function Pagination({ page, pageCount, onChange, label, hrefOf }: PaginationProps) {
  const current = clampPage(page, pageCount);
  const go = (target: number) => onChange(clampPage(target, pageCount));
  const hrefTo = (target: number) => hrefOf?.(clampPage(target, pageCount));
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          <PageControl className="pagination__step" href={hrefTo(current - 1)} onGo={() => go(current - 1)} disabled={current <= 1}>
            <span aria-hidden="true">‹</span> Previous
          </PageControl>
        </li>
        {pageWindow(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <PageControl
                className="pagination__page"
                href={hrefTo(slot)}
                aria-current={slot === current ? 'page' : undefined}
                aria-label={`Page ${slot}`}
                onGo={() => go(slot)}
              >
                {slot}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl className="pagination__step" href={hrefTo(current + 1)} onGo={() => go(current + 1)} disabled={current >= pageCount}>
            Next <span aria-hidden="true">›</span>
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
