// From packages/core/README.md, block 8.
import { connect, createLatch, getAccount, openModal, watchAccount } from '@latch/core';
import { evmAdapter } from '@latch/adapter-evm';

const latch = createLatch({ projectId: 'my-app', networks: [myNetwork], adapters: [evmAdapter()] });

const stop = watchAccount(latch, (account) => console.log(account.status, account.address));
openModal(latch);
await connect(latch, { connectorId: 'io.metamask' });
console.log(getAccount(latch).caipAddress);
stop();
latch.destroy();
export {};
