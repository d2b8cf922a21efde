import { useMatches } from 'react-router-dom';
import type { NamedRoute } from './route-table';

/** What every route carries as its react-router `handle`: its entry of the route table. */
export interface RouteHandle {
  route: NamedRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The named route being shown (the deepest match with a handle), or null. */
export function useCurrentRoute(): NamedRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}
