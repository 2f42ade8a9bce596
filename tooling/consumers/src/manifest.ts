// What a published package's tarball must say of itself for npm users (issue 19, point 2).

export interface Manifest {
  name: string;
  version: string;
  license?: string;
  type?: string;
  main?: string;
  types?: string;
  sideEffects?: boolean | string[];
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'] as const;
/** The React majors @latch/ui must accept as peers. */
export const REACT_MAJORS = [18, 19];

/** Every file path an `exports` map names, conditions and subpaths included. */
export function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets);
  return [];
}

/** The majors a range like `^18.3.0 || ^19.0.0` starts from. */
export const rangeMajors = (range: string) => range.split('||').map((part) => Number(/\d+/.exec(part)?.[0]));

/**
 * What is wrong with a packed manifest, given the files in its tarball (paths inside `package/`):
 * workspace links, no released version, no README, CHANGELOG or LICENSE, a licence other than MIT, entry points
 * that are not in the tarball, no `sideEffects`, React peers.
 */
export function manifestProblems(manifest: Manifest, files: readonly string[]): string[] {
  const problems: string[] = [];
  const inTarball = (path: string) => files.includes(path.replace(/^\.\//, ''));
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:') || range.startsWith('link:') || range.startsWith('file:')) problems.push(`${field}.${name} is ${range}`);
    }
  }
  if (!/^\d+\.\d+\.\d+$/.test(manifest.version) || manifest.version === '0.0.0') problems.push(`version ${manifest.version} is not a released version`);
  for (const doc of ['README.md', 'CHANGELOG.md', 'LICENSE']) if (!files.includes(doc)) problems.push(`${doc} is not in the tarball`);
  if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license ?? 'not said'}, not MIT`);
  if (manifest.type !== 'module') problems.push('type is not "module"');
  if (!manifest.exports) problems.push('no exports');
  for (const path of [manifest.main, manifest.types, ...exportTargets(manifest.exports)]) {
    if (path === undefined) continue;
    if (!inTarball(path)) problems.push(`${path} is named but not in the tarball`);
  }
  if (manifest.main === undefined || manifest.types === undefined) problems.push('main or types is missing');
  if (manifest.sideEffects === undefined) problems.push('sideEffects is not said');
  for (const name of ['react', 'react-dom']) {
    const range = manifest.peerDependencies?.[name];
    if (range === undefined) continue;
    const majors = rangeMajors(range);
    for (const major of REACT_MAJORS) if (!majors.includes(major)) problems.push(`peerDependencies.${name} (${range}) leaves out React ${major}`);
    if (manifest.dependencies?.[name]) problems.push(`${name} is both a dependency and a peer`);
  }
  if (files.some((file) => /\.test\.[jt]sx?$|(^|\/)src\//.test(file))) problems.push('tests or sources are in the tarball');
  return problems;
}

/** Dependencies on other packed packages whose range does not take the version packed beside them. */
export function siblingProblems(manifests: readonly Manifest[]): string[] {
  const versions = new Map(manifests.map((manifest) => [manifest.name, manifest.version]));
  return manifests.flatMap((manifest) =>
    Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter(([name]) => versions.has(name))
      .filter(([name, range]) => range.replace(/^[\^~]/, '') !== versions.get(name))
      .map(([name, range]) => `${manifest.name} wants ${name}@${range}, packed at ${versions.get(name)}`),
  );
}
