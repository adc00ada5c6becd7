import type { RouteObject } from 'react-router';
import { areaRoutes } from '../src/app/area-routes';
import { routes } from '../src/app/routes';

/** The whole route tree as src/app/router.ts has it once an area was visited: for the route tests. */
export const allRoutes: RouteObject[] = routes.map((root): RouteObject =>
  root.index ? root : { ...root, children: [...(root.children ?? []), ...areaRoutes] },
);
