import { Button } from '@trailside/ui/button/button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a view fails to open or draw; the rest of the console stays usable around it. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="view" role="alert">
      <h1>Something went wrong</h1>
      <p>This view could not be shown. Please reload the console; if it keeps happening, tell whoever looks after it.</p>
      {detail && <p>({detail})</p>}
      <Button onClick={() => window.location.reload()}>Reload the console</Button>
    </section>
  );
}
