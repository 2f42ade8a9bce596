import type { ServiceModule } from '../modules.js';
import { analyticsRoutes } from './routes.js';

export const analyticsModule: ServiceModule = { name: 'analytics', routes: analyticsRoutes };
