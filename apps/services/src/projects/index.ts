import type { ServiceModule } from '../modules.js';
import { ensureDemoProject } from './demo.js';

/**
 * Projects exist before any route needs one: the demo project is made on first start. The wallet
 * frame calls the services with the dApp's projectId from its own origin, so the frame origins
 * join the demo's allowlist.
 */
export const projectsModule: ServiceModule = {
  name: 'projects',
  seed: async (db, config) => {
    await ensureDemoProject(db, [...config.demoOrigins, ...config.frameOrigins]);
  },
};
