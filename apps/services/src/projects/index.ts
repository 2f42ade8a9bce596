import type { ServiceModule } from '../modules.js';
import { ensureDemoProject } from './demo.js';

/** Projects exist before any route needs one: the demo project is made on first start. */
export const projectsModule: ServiceModule = {
  name: 'projects',
  seed: async (db, config) => {
    await ensureDemoProject(db, config.demoOrigins);
  },
};
