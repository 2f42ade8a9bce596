// Compiles the ERC-4337 EntryPoint 0.8, SimpleAccount and SimpleAccountFactory from
// @account-abstraction/contracts 0.8.0 into dist/contracts/account-abstraction.json, with the compiler,
// OpenZeppelin release and settings upstream released them with. That reproduces the released bytecode
// byte for byte, so the deterministic deployer puts the EntryPoint and the factory at their canonical
// addresses (bundlers, alto among them, read the EntryPoint's version from its address; the factory is
// where public chains have it). The build fails if either bytecode ever differs.
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
const CONTRACTS = { EntryPoint: 'core/EntryPoint.sol', SimpleAccount: 'accounts/SimpleAccount.sol' };
const FACTORY_PATH = 'accounts/SimpleAccountFactory.sol';
const SESSIONS_PREFIX = 'sessions/';
const SESSION_CONTRACTS = { SessionAccount: 'SessionAccount.sol', SessionAccountFactory: 'SessionAccountFactory.sol' };

function resolveImport(path: string) {
  if (path.startsWith(SOURCE_PREFIX)) return { contents: readFileSync(join(accountAbstractionRoot, path.slice(SOURCE_PREFIX.length)), 'utf8') };
  if (path.startsWith(OPEN_ZEPPELIN_PREFIX)) return { contents: readFileSync(join(openZeppelinRoot, path.slice(OPEN_ZEPPELIN_PREFIX.length)), 'utf8') };
  return { error: `Import not found: ${path}` };
}

const sourcesOf = (paths: string[]) => Object.fromEntries(paths.map((path) => [`${SOURCE_PREFIX}${path}`, { content: readFileSync(join(accountAbstractionRoot, path), 'utf8') }]));
const settings = {
  optimizer: { enabled: true, runs: 1_000_000 },
  viaIR: true,
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};

const contracts = compileOrExit(solc, { language: 'Solidity', sources: sourcesOf(Object.values(CONTRACTS)), settings }, resolveImport);
const artifacts = Object.fromEntries(Object.entries(CONTRACTS).map(([name, path]) => [name, artifactOf(contracts[`${SOURCE_PREFIX}${path}`]![name]!)]));
// The factory went out through hardhat-deploy, which keeps the sources' text in the metadata (its
// deployment's metadata says useLiteralContent): that changes the metadata hashes in its bytecode.
const factorySettings = { ...settings, metadata: { useLiteralContent: true } };
const factoryContracts = compileOrExit(solc, { language: 'Solidity', sources: sourcesOf([FACTORY_PATH]), settings: factorySettings }, resolveImport);
artifacts.SimpleAccountFactory = artifactOf(factoryContracts[`${SOURCE_PREFIX}${FACTORY_PATH}`]!.SimpleAccountFactory!);
for (const name of ['EntryPoint', 'SimpleAccountFactory']) {
  const released = (require(`@account-abstraction/contracts/artifacts/${name}.json`) as { bytecode: string }).bytecode;
  if (artifacts[name]!.bytecode !== released) {
    console.error(`The compiled ${name} differs from the bytecode @account-abstraction/contracts released: it would not land at its canonical address.`);
    process.exit(1);
  }
}
const sessionSources = Object.fromEntries(
  Object.values(SESSION_CONTRACTS).map((file) => [`${SESSIONS_PREFIX}${file}`, { content: readFileSync(join(sessionsDir, file), 'utf8') }]),
);
const sessionContracts = compileOrExit(solc, { language: 'Solidity', sources: sessionSources, settings }, resolveImport);
for (const [name, file] of Object.entries(SESSION_CONTRACTS)) artifacts[name] = artifactOf(sessionContracts[`${SESSIONS_PREFIX}${file}`]![name]!);
writeFileSync(join(here, 'account-abstraction.json'), `${JSON.stringify({ compiler: solc.version(), artifacts }, null, 2)}\n`);
console.log(`compiled ${Object.keys(artifacts).join(', ')} with solc ${solc.version()}`);
