// Child process of the load run: the SMTP server the services send login codes to, out of their
// process as a deployment's mail server is, so that its work is not counted as theirs. Sends its
// port once it listens; stops when the parent disconnects (or dies) or on a signal.
import { startMailCatcher } from '@latch/services';

const catcher = await startMailCatcher({ port: 0 });
process.send?.({ port: catcher.port });
const stop = () => void catcher.stop().then(() => process.exit(0));
for (const event of ['disconnect', 'SIGINT', 'SIGTERM'] as const) process.once(event, stop);
