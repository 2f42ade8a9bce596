// What the READMEs' code blocks use without defining: the app's own values, as an app would have them.
import type { ReactNode } from 'react';
import type { AdapterHost, CaipNetwork, ChainAdapter, FrameRect, Latch, SendToken } from '@latch/core';

declare global {
  const latch: Latch;
  const myNetwork: CaipNetwork;
  const otherNetwork: CaipNetwork;
  const token: SendToken;
  const receiverAddress: string;
  const SOLANA_DEVNET_GENESIS_HASH: string;
  /** The frame README: where the app shows the frame, the allowlist it reads, the wallet that answers RPC. */
  const rectOfTheModalBody: FrameRect;
  function fetchOrigins(): Promise<{ allowedOrigins: string[] }>;
  const wallet: { request(method: string, params?: unknown): Promise<unknown> };
  /** The adapter guide: the author's factory, a network of their namespace, and their test runner's describe and it. */
  function cosmosAdapter(): ChainAdapter;
  /** The adapter guide's lazy body: what the author's module makes, every method but the shell's. */
  function loadCosmosBody(host: AdapterHost): Promise<Omit<ChainAdapter, 'namespace' | 'rules' | 'init' | 'subscribe'>>;
  const cosmosHub: CaipNetwork;
  /** The Next.js guide: the client component that holds LatchProvider, from the block before the layout's. */
  function Providers(props: { children: ReactNode }): ReactNode;
  function describe(name: string, body: () => void): void;
  function it(name: string, body: () => Promise<void>, timeout?: number): void;
}
