import { useSlots } from '../app/SlotsContext';

/** The not-found route, through its slot so a site can replace it. */
export function NotFoundRoute() {
  const { NotFound } = useSlots();
  return <NotFound />;
}

/** The error boundary of the routes, through its slot so a site can replace it. */
export function ErrorRoute() {
  const { ErrorScreen } = useSlots();
  return <ErrorScreen />;
}
