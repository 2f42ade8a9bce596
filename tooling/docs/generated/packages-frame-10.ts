// From packages/frame/README.md, block 10.
import { createFrameHost } from '@latch/frame/host';

const host = createFrameHost({
  allowedOrigins: async () => (await fetchOrigins()).allowedOrigins,
  handlers: {
    CONNECT_EMAIL: async ({ email }, { origin }) => ({ action: 'VERIFY_OTP' }),
    RPC_REQUEST: async ({ method, params }) => ({ result: await wallet.request(method, params) }),
  },
  version: '1.0.0',
});
await host.start();
host.notify('APPROVAL_REQUESTED', { method: 'personal_sign' });
export {};
