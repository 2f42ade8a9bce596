// Compiles contracts/*.sol with the pinned npm `solc` into dist/contracts/artifacts.json.
// Same sources, same compiler, same settings: the same bytecode on every machine.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import { artifactOf, compileOrExit } from './solcOutput.js';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const contractsDir = join(here, '..', '..', 'contracts');
const openZeppelinRoot = dirname(require.resolve('@openzeppelin/contracts/package.json'));

function resolveImport(path: string) {
  const prefix = '@openzeppelin/contracts/';
  if (!path.startsWith(prefix)) return { error: `Import not found: ${path}` };
  return { contents: readFileSync(join(openZeppelinRoot, path.slice(prefix.length)), 'utf8') };
}

const sources = Object.fromEntries(
  readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
);

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    metadata: { bytecodeHash: 'none' },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};

const contracts = compileOrExit(solc, input, resolveImport);

const artifacts: Record<string, { abi: unknown[]; bytecode: string }> = {};
for (const file of Object.keys(sources)) {
  for (const [name, contract] of Object.entries(contracts[file] ?? {})) artifacts[name] = artifactOf(contract);
}
writeFileSync(join(here, 'artifacts.json'), `${JSON.stringify({ compiler: solc.version(), artifacts }, null, 2)}\n`);
console.log(`compiled ${Object.keys(artifacts).join(', ')} with solc ${solc.version()}`);
