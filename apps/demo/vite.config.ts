import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { HOST, resolvePorts, SOLANA_DEVNET_GENESIS_HASH } from '@latch/devnet';

// The devnet RPC the demo's network points at; the same variable moves anvil itself.
const anvilPort = process.env.LATCH_ANVIL_PORT || '8545';
const rpcUrl = process.env.LATCH_RPC_URL || `http://127.0.0.1:${anvilPort}`;
// The local Solana chain the demo's Solana network points at; the same variable moves it.
const solanaRpcUrl = process.env.LATCH_SOLANA_RPC_URL || `http://127.0.0.1:${process.env.LATCH_SOLANA_PORT || '8899'}`;
// The services (Wallet API, Blockchain API, analytics) the demo's project talks to.
const servicesUrl = process.env.LATCH_SERVICES_URL || `http://127.0.0.1:${process.env.LATCH_SERVICES_PORT || '8787'}`;
// The embedded wallet's page, loaded in an iframe on its own origin.
const walletFrameUrl = process.env.LATCH_WALLET_FRAME_URL || `http://127.0.0.1:${process.env.LATCH_WALLET_FRAME_PORT || '5174'}/`;
// The local WalletConnect relay the demo pairs wallets through.
const relayUrl = process.env.LATCH_RELAY_URL || `ws://127.0.0.1:${process.env.LATCH_RELAY_PORT || '5555'}`;
// The local chains that rehearse Ethereum, Base and Solana mainnet, which rehearsal/index.html points the catalogue's networks at.
const ports = resolvePorts();
const local = (port: number) => JSON.stringify(`http://${HOST}:${port}`);

// Vite's preload helper adds <link> tags for a lazy chunk's imports and CSS. This build drops the
// import lists (below) and keeps all CSS in one file, so the helper only ever calls the import:
// this one-liner replaces its ~1 kB.
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const plainPreload: Plugin = {
  name: 'latch-plain-preload',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
  generateBundle(_options, bundle) {
    const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
    if (css.length > 1) this.error(`A lazy chunk brought its own CSS (${css.join(', ')}): the plain preload helper would not load it.`);
  },
};

// @walletconnect/ethereum-provider imports Reown AppKit for its own QR modal when `showQrModal` is on.
// Latch draws its own QR with the modal off, so that import never runs: resolving AppKit to a module
// that refuses keeps ~250 kB gzip of chunks that would never load out of the build.
const APPKIT = /^@reown\/appkit(?:\/|$)/;
const NO_APPKIT = '\0latch-no-appkit';
const withoutAppKit: Plugin = {
  name: 'latch-without-appkit',
  enforce: 'pre',
  resolveId: (id) => (APPKIT.test(id) ? NO_APPKIT : undefined),
  load: (id) =>
    id === NO_APPKIT ? "export const createAppKit = () => { throw new Error('Latch draws its own WalletConnect QR: keep showQrModal off.'); };" : undefined,
};

export default defineConfig({
  plugins: [react(), plainPreload, withoutAppKit],
  define: { 'import.meta.env.VITE_LATCH_RPC_URL': JSON.stringify(rpcUrl), 'import.meta.env.VITE_LATCH_SERVICES_URL': JSON.stringify(servicesUrl),
    'import.meta.env.VITE_LATCH_RELAY_URL': JSON.stringify(relayUrl),
    'import.meta.env.VITE_LATCH_WALLET_FRAME_URL': JSON.stringify(walletFrameUrl),
    'import.meta.env.VITE_LATCH_SOLANA_RPC_URL': JSON.stringify(solanaRpcUrl),
    'import.meta.env.VITE_LATCH_SOLANA_GENESIS_HASH': JSON.stringify(SOLANA_DEVNET_GENESIS_HASH),
    'import.meta.env.VITE_LATCH_MAINNET_RPC_URL': local(ports.mainnetRehearsal),
    'import.meta.env.VITE_LATCH_BASE_RPC_URL': local(ports.baseRehearsal),
    'import.meta.env.VITE_LATCH_SOLANA_MAINNET_RPC_URL': local(ports.solanaRehearsal),
  },
  build: {
    target: 'es2022',
    // Lazy chunks fetch their own imports; listing them all in the entry (WalletConnect has a hundred) costs ~1 kB.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Maps are written for debugging, without a comment pointing at them in every file the page loads.
    sourcemap: 'hidden',
    // Rolldown puts each module a lazy chunk shares with the entry into its own small preloaded
    // file; a dozen of them compress kilobytes worse than one. This group gathers the shared
    // modules the entry needs anyway: React, Redux Toolkit (not RTK Query), core's store pieces.
    // Name single modules, never a barrel (an index that re-exports everything): a captured
    // module brings its static imports along. The page's own entry module joins it too, with all
    // it imports: apart, the two files passed each other a list of some hundred names (~1.2 kB
    // gzip). `npm test`'s size check catches a mistake here.
    rolldownOptions: {
      // With AppKit (and its top-level await) out of the graph, Rolldown's chunk optimizations run; the
      // one that saves "redundant" loads of dynamic entries pulls the listing, its schemas and zod into
      // the first page load.
      experimental: { chunkOptimization: { avoidRedundantChunkLoads: false } },
      output: {
        // The entry names each lazy chunk it may load: a name of the hash alone, at the shortest length
        // Rolldown accepts for this many chunks, costs the fewest bytes.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          groups: [
            {
              name: 'latch-core',
              test: new RegExp(
                [
                  String.raw`core[\/]dist[\/](?:features[\/](?:(?!onramp|swap|wallets)\w+[\/]\w+Slice|(?:modal|networks|account)[\/]selectors|modal[\/]modalThunks|alerts[\/]snackbarThunks|connection[\/](?:connectionEvents|chainOf|pairing))|store[\/]storageKeys|rules[\/]wallets|api[\/]addresses|features[\/]account[\/]reads|constants|caip[\/]address|format[\/]balance|clock[\/]clock|adapter[\/](?:lazyOnce|walletConnectHub|embeddedWalletImport|sharedConnectors))\.js`,
                  String.raw`ui[\/]dist[\/](?:context[\/]\w+|hooks[\/]whenIdle)\.js`,
                  String.raw`adapter-evm[\/]dist[\/](?:chainId|provider)\.js`,
                  String.raw`node_modules[\/](?:reselect|redux|immer)[\/]`,
                  String.raw`node_modules[\/](?:react|react-dom|scheduler)[\/]`,
                  String.raw`@reduxjs[\/]toolkit[\/]dist[\/](?!query)`,
                  String.raw`apps[\/]demo[\/]src[\/]\w*[mM]ain\.tsx$`,
                ].join('|'),
              ),
            },
            // The Connect view and the small modules it shares with other views, in one chunk: left
            // apart, its first paint waited on a waterfall of a dozen chunks, each found only once the
            // one importing it had parsed (219 ms median from a click the moment the button shows).
            // Only the modules named join it: their imports stay where they are, or the entry's would
            // follow them here. Excluded: the *Actions modules Connect loads on a press.
            {
              name: 'connect-view',
              includeDependenciesRecursively: false,
              test: new RegExp(
                [
                  String.raw`core[\/]dist[\/](?:features[\/](?:connection[\/](?:walletRowThunks|connectThunks|disconnectThunks|sessionThunks|sharedSessions|selectors|switchNetwork|shownAccount|savedConnection)|embedded[\/](?:selectors|socials)|wallets[\/](?:walletsSelectors|listingArgs)|networks[\/]namespaceLabel|account[\/]balanceRequests|options[\/]legalSelectors)|actions[\/](?:connection|legal)|store[\/]addLatchListener|errors[\/](?:catalogue|networkMessages|flowMessages)|api[\/]queryCache|rules[\/]socialProviders)\.js`,
                  String.raw`ui[\/]dist[\/](?:views[\/]Connect[\/](?!\w+Actions)\w+|components[\/](?:WalletIcon[\/]\w+|EmailForm[\/]EmailForm)|hooks[\/]usePreparedPairing)\.js`,
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.LATCH_DEMO_PORT || 5173), strictPort: true },
});
