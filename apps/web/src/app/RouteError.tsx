import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ServerErrorView } from '../features/public';

/** A page that threw while rendering: the 500 screen, and the error in the console for support. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ServerErrorView />;
}
