// A worker of the load run's services (servicesProcess.ts is the cluster's primary): one services
// process as the CLI's worker is, over the configuration its argument gives, listening on the
// port the workers share. Answers the primary's requests for its figures, its database round
// trips included; stops on SIGTERM (the primary's stop) or when the primary goes.
import { createServices, reportReady, type ServicesConfig } from '@latch/services';
import { timeQueries } from './dbTiming.js';
import { answerStats } from './processStats.js';

const config = JSON.parse(process.argv[2]!) as ServicesConfig;
const services = await createServices(config);
const queries = timeQueries(services.db);
const stopStats = answerStats(() => queries.take());
const stop = () => {
  stopStats();
  void services.stop().then(() => process.exit(0));
};
for (const event of ['disconnect', 'SIGTERM', 'SIGINT'] as const) process.once(event, stop);
reportReady([services.url]);
