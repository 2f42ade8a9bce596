// Runs a standard-JSON compilation with an npm `solc` for the build scripts beside this file.
export type ImportResolver = (path: string) => { contents: string } | { error: string };

export interface CompiledContract {
  abi: unknown[];
  evm: { bytecode: { object: string } };
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[];
  contracts: Record<string, Record<string, CompiledContract>>;
}

/** Compiles `input`, or prints solc's errors and ends the build. Returns the contracts by source file and name. */
export function compileOrExit(solc: Solc, input: object, resolveImport: ImportResolver): SolcOutput['contracts'] {
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: resolveImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) {
    console.error(errors.map((e) => e.formattedMessage).join('\n'));
    process.exit(1);
  }
  return output.contracts;
}

/** What dist/contracts/*.json keep of a compiled contract. */
export const artifactOf = (contract: CompiledContract) => ({ abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` });
