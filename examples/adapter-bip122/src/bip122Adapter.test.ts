import { createLatch, createStorage, ErrorMessages, LatchMessages, type ConnectorInfo } from '@latch/core';
import { bip122Adapter } from './bip122Adapter.js';
import { bitcoinRegtest } from './networks.js';
import { installStandInWallet, STAND_IN_WALLET as STAND_IN } from './standInWallet.js';
import { ANNOUNCE_EVENT } from './walletProtocol.js';

const announce = (detail: unknown) => window.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail }));
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

function watched() {
  const adapter = bip122Adapter();
  let listed: ConnectorInfo[] = [];
  const stop = adapter.watchConnectors((connectors) => (listed = connectors));
  return { adapter, listed: () => listed, stop };
}

describe('bip122Adapter', () => {
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installStandInWallet(STAND_IN);
    installStandInWallet({ ...STAND_IN, id: 'org.latch.refusing', name: 'Refusing Wallet', refuse: true });
  });

  it('lists each announced wallet once, and drops an announcement that is not valid', () => {
    const { listed, stop } = watched();
    announce({ info: { id: 'org.latch.bad', name: 'Bad', icon: 'https://example.com/icon.png' }, provider: { request: async () => null } });
    announce({ info: { id: 'org.latch.no-provider', name: 'No provider', icon: ICON } });
    expect(listed().map((c) => [c.id, c.type, c.chain])).toEqual([
      [STAND_IN.id, 'ANNOUNCED', 'bip122'],
      ['org.latch.refusing', 'ANNOUNCED', 'bip122'],
    ]);
    expect(console.warn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reads a refusal as "Signature declined", and refuses a wallet whose answer is not valid', async () => {
    const { adapter, stop } = watched();
    await expect(adapter.connect({ connectorId: 'org.latch.refusing' })).rejects.toThrow(ErrorMessages.signatureDeclined.text);
    announce({ info: { id: 'org.latch.odd', name: 'Odd', icon: ICON }, provider: { request: async () => ['0xnot-bitcoin'] } });
    await expect(adapter.connect({ connectorId: 'org.latch.odd' })).rejects.toThrow(LatchMessages.walletReturnedNoAccount.text);
    announce({ info: { id: 'org.latch.odder', name: 'Odder', icon: ICON }, provider: { request: async () => 42 } });
    await expect(adapter.connect({ connectorId: 'org.latch.odder' })).rejects.toThrow('The wallet answered bip122_requestAccounts with something that is not valid');
    stop();
  });

  it('sends BTC only, to a Bitcoin address, and takes it off the balance', async () => {
    const { adapter, stop } = watched();
    const { address } = await adapter.connect({ connectorId: STAND_IN.id });
    await expect(adapter.send({ to: address, value: 1n, token: 'some-token', network: bitcoinRegtest })).rejects.toThrow('Only BTC can be sent on Bitcoin Regtest.');
    await expect(adapter.send({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, network: bitcoinRegtest })).rejects.toThrow(LatchMessages.invalidReceiver.text);
    await expect(adapter.send({ to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', value: 10_000_000n, network: bitcoinRegtest })).resolves.toMatch(/^[0-9a-f]{64}$/);
    await expect(adapter.getBalance({ address, network: bitcoinRegtest })).resolves.toEqual({ balance: '0.4', symbol: 'BTC' });
    stop();
  });

  it('gives core its rules with no change to core: its name, its addresses, a native-only send, payment accounts and no sign-in message', async () => {
    const latch = createLatch({ projectId: 'example', networks: [bitcoinRegtest], adapters: [bip122Adapter()], storage: createStorage(null) });
    expect(latch.getState().options.namespaceRules.bip122).toEqual({ label: 'Bitcoin', address: expect.any(String), sends: 'native', accountType: 'payment' });
    latch.destroy();
  });
});
