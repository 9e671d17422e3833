import { moduleRoutes } from '../modules/routes.ts';
import type { RouteDef } from '../platform/routing.ts';
import { shellRoutes } from './shellRoutes.ts';

/** Every registered route: the shell's own screens and every module's spec routes. */
export const allRoutes: RouteDef[] = [...shellRoutes, ...moduleRoutes];
