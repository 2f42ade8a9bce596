// ENS's contracts as ENS publishes them on npm (truffle builds): the registry and reverse registrar
// from @ensdomains/ens, the public resolver from @ensdomains/resolver.
import { createRequire } from 'node:module';
import type { Artifact } from '../deploy.js';

const require = createRequire(import.meta.url);

/** The ENS registry's address on Ethereum and its testnets (ENSRegistryWithFallback). */
export const ENS_REGISTRY_ADDRESS = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e';
/** The first ENS registry on Ethereum, which the current one falls back to for names it has no record of. */
export const ENS_OLD_REGISTRY_ADDRESS = '0x314159265dD8dbb310642f98f50C066173C1259b';

const PACKAGES = {
  ENSRegistry: '@ensdomains/ens',
  ENSRegistryWithFallback: '@ensdomains/ens',
  ReverseRegistrar: '@ensdomains/ens',
  PublicResolver: '@ensdomains/resolver',
} as const;

export type EnsContract = keyof typeof PACKAGES;

const REGISTRY_ABI = [
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
];

// The ABIs in @ensdomains/ens 0.6.2's builds are malformed (event inputs merged into functions:
// ethers drops setSubnodeRecord, reads `old` as taking two addresses), so the functions used here
// are written out; the bytecode is the packages' own.
const ABIS: Record<EnsContract, string[]> = {
  ENSRegistry: REGISTRY_ABI,
  ENSRegistryWithFallback: REGISTRY_ABI,
  ReverseRegistrar: ['constructor(address ens, address defaultResolver)', 'function setName(string name) returns (bytes32)'],
  PublicResolver: [
    'constructor(address ens)',
    'function setAddr(bytes32 node, address addr)',
    'function setText(bytes32 node, string key, string value)',
    'function name(bytes32 node) view returns (string)',
  ],
};

/** A compiled ENS contract: the ABI of the functions the devnet calls, creation bytecode and runtime bytecode. */
export function ensArtifact(name: EnsContract): Artifact & { deployedBytecode: string } {
  const json = require(`${PACKAGES[name]}/build/contracts/${name}.json`) as { bytecode: string; deployedBytecode: string };
  return { abi: ABIS[name], bytecode: json.bytecode, deployedBytecode: json.deployedBytecode };
}
