// From README.md, block 3.
import { connect, openModal, selectActiveAccount, send, switchNetwork, updateSend } from '@latch/core';

openModal(latch);
await connect(latch, { connectorId: 'io.metamask' });
updateSend(latch, { token, sendTokenAmount: '1.5', receiverAddress });
const hash = await send(latch);
await switchNetwork(latch, otherNetwork);
const account = selectActiveAccount(latch.getState());
export {};
