import { createBrowserRouter } from 'react-router-dom';
import { routeObjects } from './routes';

/** The application's router: every named route of the spec (see `routes.tsx`). */
export const router = createBrowserRouter(routeObjects);
