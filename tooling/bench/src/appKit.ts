// No Reown AppKit in the build. @walletconnect/ethereum-provider imports AppKit for its own QR
// modal; Latch draws its own QR with that modal off, so any AppKit module in the output is dead
// weight (about 250 kB gzip of chunks when it was there).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { demoDist } from '@latch/stack';
import { packageDir } from './packageDir.js';

/**
 * Strings only AppKit's code holds, one or more in each chunk of the build that carried it. Not
 * chunk names (an `AlertController-….js` chunk was WalletConnect's core with two AppKit modules
 * in it), and not the `@reown/appkit` scope, which ethereum-provider's own error message names.
 */
export const APPKIT_MARKERS = [
  // The modal's custom element (scaffold-ui; the AppKit client mounts it).
  'w3m-modal',
  // The UI kit's layout element and its theme variables.
  'wui-flex',
  '--apkt-',
  // The controllers' localStorage keys, and the embedded wallet frame's message types.
  '@appkit/',
  '@w3m-frame/',
  // The controllers' SIWX helper (its log prefix) and Reown Authentication (a request header).
  'SIWXUtil:',
  'x-nonce-jwt',
  // The presets of appkit-utils.
  'ConnectorExplorerIds',
] as const;

const ROOT_PACKAGE = '@reown/appkit';
// How the demo comes to AppKit: its adapter's WalletConnect provider.
const PATH_TO_APPKIT = ['@latch/adapter-evm', '@walletconnect/ethereum-provider', ROOT_PACKAGE];

export interface AppKitCheck {
  /** Chunks holding a marker, with the markers each holds: must be none. */
  chunks: { file: string; markers: string[] }[];
  /** The AppKit packages found in node_modules (AppKit and its @reown/appkit-* dependencies); none when AppKit is not installed. */
  packages: string[];
  /** Markers found in no source of those packages: stale, so the check could pass with AppKit in the build. Must be none. */
  stale: string[];
}

/** AppKit's folder and those of its @reown/appkit-* dependencies, as the demo resolves them. */
function appKitPackages(demoDir: string): Map<string, string> {
  let from: string | undefined = demoDir;
  for (const name of PATH_TO_APPKIT) from = from && packageDir(name, from);
  const found = new Map<string, string>();
  const visit = (name: string, dir: string) => {
    if (found.has(name)) return;
    found.set(name, dir);
    const { dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(dependencies).filter((d) => d.startsWith(`${ROOT_PACKAGE}-`))) {
      const at = packageDir(dependency, dir);
      if (at) visit(dependency, at);
    }
  };
  if (from) visit(ROOT_PACKAGE, from);
  return found;
}

/** The markers that no JS file of these packages holds. */
function markersMissingFrom(packageDirs: Iterable<string>): string[] {
  const missing = new Set<string>(APPKIT_MARKERS);
  for (const dir of packageDirs) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (missing.size === 0) return [];
      if (!/\.(?:m|c)?js$/.test(file) || file.includes('node_modules')) continue;
      const text = readFileSync(join(dir, file), 'utf8');
      for (const marker of missing) if (text.includes(marker)) missing.delete(marker);
    }
  }
  return [...missing];
}

/** `demoDir` is where the demo's dependencies resolve from: the folder of its package.json. */
export function checkNoAppKit(root = demoDist(), demoDir = dirname(root)): AppKitCheck {
  const assets = join(root, 'assets');
  const chunks = readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(assets, file), 'utf8');
      return { file: `assets/${file.replaceAll('\\', '/')}`, markers: APPKIT_MARKERS.filter((marker) => text.includes(marker)) };
    })
    .filter(({ markers }) => markers.length > 0);
  const packages = appKitPackages(demoDir);
  return { chunks, packages: [...packages.keys()], stale: packages.size === 0 ? [] : markersMissingFrom(packages.values()) };
}

/** Lines for a person, and whether the check failed. */
export function describeAppKitCheck({ chunks, packages, stale }: AppKitCheck): { lines: string[]; failed: boolean } {
  const lines: string[] = [];
  for (const marker of stale) lines.push(`FAIL AppKit marker "${marker}" is in none of ${packages.join(', ')}: it is stale, so the check proves nothing`);
  for (const { file, markers } of chunks) lines.push(`FAIL AppKit code is in ${file} (it holds ${markers.map((m) => `"${m}"`).join(', ')})`);
  if (lines.length === 0) {
    lines.push(
      packages.length === 0
        ? 'No AppKit in the build (AppKit is not installed, so nothing could bring it in)'
        : `No AppKit in the build: none of its ${APPKIT_MARKERS.length} markers in any chunk, each found in its sources (${packages.length} packages)`,
    );
  }
  return { lines, failed: stale.length > 0 || chunks.length > 0 };
}
