import { useSlots } from '../app/SlotsContext';
import { RouteErrorContext } from '../app/routeView';

/** The not-found route, through its slot so a site can replace it. */
export function NotFoundRoute() {
  const { NotFound } = useSlots();
  return <NotFound />;
}

/** A page or demo that failed, through the `ErrorScreen` slot, which reads `useRouteError()`. */
export function ErrorRoute({ error }: { error: unknown }) {
  const { ErrorScreen } = useSlots();
  return (
    <RouteErrorContext value={error}>
      <ErrorScreen />
    </RouteErrorContext>
  );
}
