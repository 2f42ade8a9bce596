import { exportTargets, manifestProblems, rangeMajors, siblingProblems, type Manifest } from '../src/manifest.js';

const good: Manifest = {
  name: '@latch/ui',
  version: '0.1.0',
  license: 'MIT',
  type: 'module',
  sideEffects: ['*.css'],
  main: './dist/exports/index.js',
  types: './dist/exports/index.d.ts',
  exports: { '.': { types: './dist/exports/index.d.ts', import: './dist/exports/index.js' }, './styles.css': './dist/styles.css' },
  dependencies: { '@latch/core': '^0.1.0' },
  peerDependencies: { react: '^18.3.0 || ^19.0.0', 'react-dom': '^18.3.0 || ^19.0.0' },
};
const files = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'dist/exports/index.js', 'dist/exports/index.d.ts', 'dist/styles.css'];

it('finds nothing wrong with a manifest whose entries are all in the tarball', () => {
  expect(manifestProblems(good, files)).toEqual([]);
  expect(exportTargets(good.exports)).toEqual(['./dist/exports/index.d.ts', './dist/exports/index.js', './dist/styles.css']);
  expect(rangeMajors('^18.3.0 || ^19.0.0')).toEqual([18, 19]);
});

it('names workspace links, an unreleased version, a missing changelog and licence text, a licence other than MIT, missing entries, an unsaid sideEffects, React 19 left out and sources shipped', () => {
  const bad: Manifest = {
    ...good,
    version: '0.0.0',
    license: 'ISC',
    sideEffects: undefined,
    dependencies: { '@latch/core': 'workspace:^' },
    peerDependencies: { react: '^18.3.0', 'react-dom': '^18.3.0 || ^19.0.0' },
  };
  expect(manifestProblems(bad, ['README.md', 'dist/exports/index.js', 'dist/styles.css', 'src/index.ts'])).toEqual([
    'dependencies.@latch/core is workspace:^',
    'version 0.0.0 is not a released version',
    'CHANGELOG.md is not in the tarball',
    'LICENSE is not in the tarball',
    'license is ISC, not MIT',
    './dist/exports/index.d.ts is named but not in the tarball',
    './dist/exports/index.d.ts is named but not in the tarball',
    'sideEffects is not said',
    'peerDependencies.react (^18.3.0) leaves out React 19',
    'tests or sources are in the tarball',
  ]);
});

it('names a dependency on a sibling package whose range does not take the version packed', () => {
  const core: Manifest = { name: '@latch/core', version: '0.2.0' };
  expect(siblingProblems([good, core])).toEqual(['@latch/ui wants @latch/core@^0.1.0, packed at 0.2.0']);
  expect(siblingProblems([good, { ...core, version: '0.1.0' }])).toEqual([]);
});
