import { clampPage, pageWindow } from '@trailside/domain/pagination/page-window';
import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the control for screen readers, e.g. "Blog pages". */
  label: string;
}

/** Previous, numbered pages with ellipsis, next (spec section 2). */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const current = clampPage(page, pageCount);
  const go = (target: number) => onChange(clampPage(target, pageCount));
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          <button type="button" className="pagination__step" onClick={() => go(current - 1)} disabled={current <= 1}>
            <span aria-hidden="true">‹</span> Previous
          </button>
        </li>
        {pageWindow(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className="pagination__page"
                aria-current={slot === current ? 'page' : undefined}
                aria-label={`Page ${slot}`}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="pagination__step" onClick={() => go(current + 1)} disabled={current >= pageCount}>
            Next <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
