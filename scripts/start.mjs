// `npm start`: install what is missing, build, start the local world and serve the demo.
// `npm start -- --rehearsal` also starts the rehearsal of mainnet (tooling/stack/src/rehearsal.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bootstrap, env, root, run } from './lib/bootstrap.mjs';

const pnpm = bootstrap();
console.log('› building');
run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@latch/stack...', '--output-logs=errors-only']);

const stack = spawn(process.execPath, [join(root, 'tooling', 'stack', 'dist', 'cli.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
// Ctrl-C reaches the whole process group: let the stack stop its services, then leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.kill(signal));
stack.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
