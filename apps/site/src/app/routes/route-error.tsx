import { Button } from '@trailside/ui/button/button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Shown when a page fails to load or render. After a new release an old tab can no longer fetch
 * the page's code, so reloading is the useful action.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="page container" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload it; if it keeps happening, call or email the school office.</p>
      {detail && <p>({detail})</p>}
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
