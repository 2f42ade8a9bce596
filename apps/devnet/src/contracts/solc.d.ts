interface Solc {
  version(): string;
  compile(input: string, options?: { import?: (path: string) => { contents: string } | { error: string } }): string;
}

declare module 'solc' {
  const solc: Solc;
  export default solc;
}

/** The compiler the ERC-4337 EntryPoint 0.8 was released with (see contracts/compileAccountAbstraction.ts). */
declare module 'solc-0.8.28' {
  const solc: Solc;
  export default solc;
}
