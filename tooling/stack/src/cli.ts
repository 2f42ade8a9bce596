#!/usr/bin/env node
import { describeRehearsal } from './rehearsalLines.js';
import { startStack, type Stack } from './stack.js';

// Signals are handled from the first moment: one that arrives while services start stops them as soon as they are up.
let stack: Stack | undefined;
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  void (stack?.stop() ?? Promise.resolve()).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** `npm start -- --rehearsal` or LATCH_REHEARSAL=1 also starts the rehearsal of mainnet (rehearsal.ts). */
const rehearsal = process.argv.includes('--rehearsal') || process.env.LATCH_REHEARSAL === '1';

try {
  stack = await startStack(process.env, (line) => console.log(`› ${line}`), { rehearsal });
  if (stopping) {
    await stack.stop();
    process.exit(0);
  }
  const { devnet, solana } = stack;
  const [first] = devnet.accounts;
  console.log(`
Latch is running. Ctrl-C stops everything.

  demo          ${stack.demoUrl}
  wallet frame  ${stack.walletFrameUrl}  (the embedded wallet the demo loads for email login)
  services      ${stack.services.url}  (${stack.database})
  anvil (EVM)   ${devnet.rpcUrl}  chain id ${devnet.chainId}
  bundler       ${stack.bundler.url}  (ERC-4337; EntryPoint ${devnet.accountAbstraction.entryPoint}, SimpleAccountFactory ${devnet.accountAbstraction.accountFactory}, SessionAccountFactory ${devnet.accountAbstraction.sessionAccountFactory})
  solana        ${solana.rpcUrl}  ${solana.caipNetworkId} (WebSocket on the next port)
  WC relay      ${stack.relay.url}
  OpenID        ${stack.identityProvider.url}  (stands in for ${Object.keys(stack.identityProvider.issuers).join(', ')}: /<provider>)
  sample wallet ${stack.sampleWalletUrl}  (paste the demo's WalletConnect link there)
  USDC          ${devnet.tokens.usdc.address}
  DAI           ${devnet.tokens.dai.address}

Point a browser wallet at the anvil RPC and import a dev key, e.g.
  ${first!.address}
  ${first!.privateKey}

For a Solana wallet, the RPC above and a dev keypair (secret in base58, as wallets import it):
  ${solana.accounts[0]!.address}
  ${solana.accounts[0]!.secretKeyBase58}
  devnet USDC mint ${solana.usdc.mint}

Or log in by email in the demo; the codes it mails are in the dev mailbox:
  ${stack.services.url}/dev/mailbox?email=<your email>&projectId=latch-demo&st=latch&sv=4
`);
  if (stack.rehearsal) console.log(describeRehearsal(stack.demoUrl, stack.rehearsal));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
