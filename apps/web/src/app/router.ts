import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

// The first visit to a signed-in area's path adds the areas' routes (app/area-routes.tsx) to the
// root route; until then the landing page's bundle carries only the public ones. React Router asks
// here for any path it cannot match, and for a public route with a parameter that an area's route
// might match better ('/service-provider/:partnerId' against '/service-provider/inprogress').
const areaPath = /^\/(user|admin|service-provider|supplier)(\/|$)/;
let areasAdded: Promise<void> | undefined;

export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch }) {
    if (!areaPath.test(path)) {
      return;
    }
    areasAdded ??= import('./area-routes').then(
      ({ areaRoutes }) => patch('root', areaRoutes),
      (error: unknown) => {
        // Offline: the next navigation tries again.
        areasAdded = undefined;
        throw error;
      },
    );
    await areasAdded;
  },
});
