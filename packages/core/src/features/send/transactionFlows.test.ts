// SPEC 4: "The transaction stack handles success, error and cancel callbacks", for every flow that
// waits on a transaction: send, swap and the onramp's purchase page.
import { send, updateSend } from './send.js';
import { swap } from '../swap/swapExecute.js';
import { chooseOnrampProvider, createOnrampUrl, loadOnramp, setOnrampAmount } from '../onramp/onramp.js';
import { ErrorMessages } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { TokenBalance } from '../account/accountsSlice.js';
import { onrampAnswers } from '../../../test/onrampFixtures.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { quotedSwap } from '../../../test/quotedSwap.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';

const fake = useFakeServices();
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 0, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' };

function recorder() {
  const heard: string[] = [];
  return { heard, callbacks: { onSuccess: () => heard.push('success'), onError: () => heard.push('error'), onCancel: () => heard.push('cancel') } };
}

const settle = (work: Promise<unknown>) => work.then(() => undefined, () => undefined);

describe('send on the transaction stack', () => {
  async function sendOf(sendError?: Error) {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    wallet.control.sendError = sendError;
    updateSend(latch, { token: eth, sendTokenAmount: '1', receiverAddress: RECEIVER });
    const { heard, callbacks } = recorder();
    await settle(send(latch, callbacks));
    return heard;
  }

  it.each([
    ['a sent transaction', undefined, 'success'],
    ['a decline in the wallet', Object.assign(new Error('User rejected the request.'), { code: 4001 }), 'cancel'],
    ['a failure', new Error('socket hang up'), 'error'],
  ])('tells %s as %s', async (_case, sendError, outcome) => {
    expect(await sendOf(sendError)).toEqual([outcome]);
  });

  it('tells nothing of a form it refuses before any transaction', async () => {
    const { latch } = testLatch();
    const { heard, callbacks } = recorder();
    await settle(send(latch, callbacks));
    expect(heard).toEqual([]);
  });
});

describe('swap on the transaction stack', () => {
  it.each([
    ['a swap sent', undefined, 'success'],
    ['a decline in the wallet', new LatchError(ErrorMessages.signatureDeclined), 'cancel'],
    ['a failure', new Error('socket hang up'), 'error'],
  ])('tells %s as %s', async (_case, sendError, outcome) => {
    const { latch, wallet } = await quotedSwap(fake());
    wallet.control.sendError = sendError;
    const { heard, callbacks } = recorder();
    await settle(swap(latch, callbacks));
    expect(heard).toEqual([outcome]);
  });
});

describe('the onramp on the transaction stack', () => {
  it.each([
    ['its purchase page', 200, 'success'],
    ['a failed page', 500, 'error'],
  ])('tells %s as %s', async (_case, status, outcome) => {
    fake().routes['/v1/onramp/options'] = () => ({ body: onrampAnswers.options });
    fake().routes['/v1/generators/onrampurl'] = () => (status === 200 ? { body: { url: 'https://pay.example/buy?session=1' } } : { status, body: { message: 'down' } });
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url }, platform: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false, timeZone: () => 'Europe/Paris' } });
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await loadOnramp(latch);
    await setOnrampAmount(latch, '40');
    chooseOnrampProvider(latch, 'coinbase');
    const { heard, callbacks } = recorder();
    await settle(createOnrampUrl(latch, callbacks));
    expect(heard).toEqual([outcome]);
  });
});
