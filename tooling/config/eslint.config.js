// One flat config for the whole monorepo. The import rules below check the arrows of
// ARCHITECTURE.md for core, ui, the adapters, frame, the wallet frame and the services: each of
// them is refused, by name, the Latch packages, React and chain SDKs its arrows leave out. Other
// third-party packages are not checked, nor are wagmi, the demo, the devnet and the examples.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const CHAIN_SDKS = ['ethers', 'ethers/*', '@solana/*', '@walletconnect/*', '@reown/*', 'viem', 'viem/*'];
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*'];

/** @param {string[]} group @param {string} why */
const forbid = (group, why) => ({ group, message: why });

/** Files of one package may import only what its arrows allow. */
const boundaries = [
  {
    files: ['packages/core/src/**'],
    patterns: [
      forbid(REACT, 'core is headless: no React (ARCHITECTURE.md).'),
      forbid(CHAIN_SDKS, 'core imports no chain SDK: adapters register through ChainAdapter.'),
      forbid(['@latch/*'], 'core imports no other Latch package.'),
    ],
  },
  {
    files: ['packages/ui/src/**'],
    patterns: [
      forbid(CHAIN_SDKS, 'ui imports no chain SDK: it reads state and dispatches core actions.'),
      forbid(['@latch/adapter-*', '@latch/frame', '@latch/frame/*'], 'ui imports only @latch/core.'),
    ],
  },
  {
    files: ['packages/adapter-*/src/**', 'packages/adapter-*/test/**'],
    patterns: [
      forbid(REACT, 'adapters are headless.'),
      forbid(['@latch/ui', '@latch/ui/*', '@latch/adapter-*'], 'adapters import only core and frame.'),
      forbid(['@latch/core/internal'], "adapters use core's public entries (its adapter kit), as an adapter written outside this repository does."),
    ],
  },
  {
    files: ['examples/*/src/**'],
    patterns: [forbid(['@latch/core/internal'], "an example adapter uses core's public entries only, as its readers' adapters must.")],
  },
  {
    files: ['packages/frame/src/**'],
    patterns: [forbid(['@latch/*', ...REACT, ...CHAIN_SDKS], 'frame knows nothing of core (zod only).')],
  },
  {
    files: ['apps/wallet-frame/src/**'],
    patterns: [{ regex: '^@latch/(?!frame$|frame/|core/api$)', message: 'the wallet frame imports the frame package and the wire contract of core: `@latch/core/api`.' }],
  },
  {
    files: ['apps/services/src/**'],
    patterns: [
      forbid(REACT, 'services are a server: no React.'),
      { regex: '^@latch/(?!core/api$)', message: 'services import only the API contract of core: `@latch/core/api`.' },
      // docs/performance.md: on Node 20 an AsyncLocalStorage in use hooks every promise of the process.
      forbid(['hono/context-storage', 'async_hooks', 'node:async_hooks'], 'services keep no per-request context across awaits (observability/current.ts).'),
    ],
  },
].map(({ files, patterns }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.turbo/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // On a quiet anvil these can miss the block that mines a transaction and wait for ever
    // (apps/devnet/test/mined.test.ts); the devnet's mined() and deployed() poll the receipt.
    files: ['apps/devnet/**', 'apps/services/test/**', 'apps/wallet-frame/test/**', 'tooling/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(wait|waitForDeployment|waitForTransaction)$/]", message: "Wait with @latch/devnet's mined() or deployed(), not ethers' wait(), waitForDeployment() or waitForTransaction()." },
      ],
    },
  },
  ...boundaries,
);
