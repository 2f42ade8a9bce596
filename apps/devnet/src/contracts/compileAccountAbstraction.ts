// Compiles the ERC-4337 EntryPoint 0.8 and SimpleAccountFactory from @account-abstraction/contracts
// 0.8.0 into dist/contracts/account-abstraction.json, with the compiler, OpenZeppelin release and
// settings upstream released them with. That reproduces the EntryPoint's released bytecode byte for
// byte, so the deterministic deployer puts it at its canonical address, which bundlers (alto among
// them) read the EntryPoint's version from. The build fails if the bytecode ever differs.
// The devnet's own account with session keys (contracts/sessions) is built on the same sources and
// compiler, in a compilation of its own so the EntryPoint's stays as released.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc-0.8.28';
import { artifactOf, compileOrExit } from './solcOutput.js';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const sessionsDir = join(here, '..', '..', 'contracts', 'sessions');
const accountAbstractionRoot = dirname(require.resolve('@account-abstraction/contracts/package.json'));
const openZeppelinRoot = dirname(require.resolve('@openzeppelin/contracts-5.1.0/package.json'));

// Upstream compiles its package's sources as contracts/<path>; the names enter the metadata hash.
const SOURCE_PREFIX = 'contracts/';
const OPEN_ZEPPELIN_PREFIX = '@openzeppelin/contracts/';
const CONTRACTS = { EntryPoint: 'core/EntryPoint.sol', SimpleAccountFactory: 'accounts/SimpleAccountFactory.sol', SimpleAccount: 'accounts/SimpleAccount.sol' };
const SESSIONS_PREFIX = 'sessions/';
const SESSION_CONTRACTS = { SessionAccount: 'SessionAccount.sol', SessionAccountFactory: 'SessionAccountFactory.sol' };

function resolveImport(path: string) {
  if (path.startsWith(SOURCE_PREFIX)) return { contents: readFileSync(join(accountAbstractionRoot, path.slice(SOURCE_PREFIX.length)), 'utf8') };
  if (path.startsWith(OPEN_ZEPPELIN_PREFIX)) return { contents: readFileSync(join(openZeppelinRoot, path.slice(OPEN_ZEPPELIN_PREFIX.length)), 'utf8') };
  return { error: `Import not found: ${path}` };
}

const sources = Object.fromEntries(
  Object.values(CONTRACTS).map((path) => [`${SOURCE_PREFIX}${path}`, { content: readFileSync(join(accountAbstractionRoot, path), 'utf8') }]),
);
const settings = {
  optimizer: { enabled: true, runs: 1_000_000 },
  viaIR: true,
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};

const contracts = compileOrExit(solc, { language: 'Solidity', sources, settings }, resolveImport);
const artifacts = Object.fromEntries(Object.entries(CONTRACTS).map(([name, path]) => [name, artifactOf(contracts[`${SOURCE_PREFIX}${path}`]![name]!)]));
const released = (require('@account-abstraction/contracts/artifacts/EntryPoint.json') as { bytecode: string }).bytecode;
if (artifacts.EntryPoint!.bytecode !== released) {
  console.error('The compiled EntryPoint differs from the bytecode @account-abstraction/contracts released: it would not land at its canonical address.');
  process.exit(1);
}
const sessionSources = Object.fromEntries(
  Object.values(SESSION_CONTRACTS).map((file) => [`${SESSIONS_PREFIX}${file}`, { content: readFileSync(join(sessionsDir, file), 'utf8') }]),
);
const sessionContracts = compileOrExit(solc, { language: 'Solidity', sources: sessionSources, settings }, resolveImport);
for (const [name, file] of Object.entries(SESSION_CONTRACTS)) artifacts[name] = artifactOf(sessionContracts[`${SESSIONS_PREFIX}${file}`]![name]!);
writeFileSync(join(here, 'account-abstraction.json'), `${JSON.stringify({ compiler: solc.version(), artifacts }, null, 2)}\n`);
console.log(`compiled ${Object.keys(artifacts).join(', ')} with solc ${solc.version()}`);
