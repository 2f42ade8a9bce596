export interface SourceGraph {
  /** The package's sources, relative to its src folder, tests aside. */
  files: string[];
  text(file: string): string;
  /** Specifiers that stay in the emitted JavaScript (not `import type`, not import()). */
  staticImports(file: string): string[];
  resolve(from: string, specifier: string): string;
  /** Every module `entry` reaches through static imports, itself and packages included. */
  staticGraph(entry: string): Set<string>;
}

export function sourceGraph(srcDir: string): SourceGraph;
