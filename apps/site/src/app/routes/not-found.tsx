import type { PageHandle } from '@trailside/domain/site/site-pages';
import { buttonClassName } from '@trailside/ui/button/button';
import { Link } from 'react-router-dom';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'Page Not Found' };

/** Spec section 2: /error-404, also shown for every path the site does not know. */
export function Component() {
  return (
    <div className="page container">
      <PageHead description="The page you were looking for is not here: it may have moved, or the link may be broken." />
      <div className="card not-found">
        <h2>We couldn't find that page</h2>
        <p>The link you followed may be broken, or the page may have been removed.</p>
        <Link to="/" className={buttonClassName('primary')}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
