import { isValidAddress } from '../../caip/address.js';
import { SEND_NAMESPACES } from '../../constants.js';
import { INVALID_RECEIVER, NO_ACTIVE_CAIP_NETWORK_OR_CLIENT, ONLY_NATIVE_ON_SOLANA, SEND_AMOUNT_AND_RECEIVER_REQUIRED, SEND_TOKEN_REQUIRED, UNSUPPORTED_CHAIN } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { parseUnits } from '../../format/units.js';
import { fetchBalance } from '../connection/connectionThunks.js';
import type { LatchThunk } from '../../store/extra.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { sendSlice } from './sendSlice.js';

/**
 * Sends what the send form holds (SPEC 4 and 5): native or ERC-20 on eip155, native on solana.
 * On success the balance is refreshed and the form reset; ERC-20 and solana sends return to
 * Account. Resolves with the transaction hash.
 */
export const sendTokens = (): LatchThunk<Promise<string>> => async (dispatch, getState, extra) => {
  const state = getState();
  const namespace = state.networks.activeNamespace;
  const { token, sendTokenAmount, receiverAddress } = state.send;
  if (!(SEND_NAMESPACES as readonly string[]).includes(namespace)) throw new LatchError(UNSUPPORTED_CHAIN);
  if (!sendTokenAmount || !receiverAddress) throw new LatchError(SEND_AMOUNT_AND_RECEIVER_REQUIRED);
  if (!token) throw new LatchError(SEND_TOKEN_REQUIRED);
  if (!isValidAddress(receiverAddress, namespace)) throw new LatchError(INVALID_RECEIVER);
  const native = !token.address;
  if (namespace === 'solana' && !native) throw new LatchError(ONLY_NATIVE_ON_SOLANA);

  const network = selectActiveNetwork(state);
  const adapter = extra.adapters.get(namespace);
  if (!network || !adapter || !selectActiveAccount(state)?.address) throw new LatchError(NO_ACTIVE_CAIP_NETWORK_OR_CLIENT);
  const value = parseUnits(sendTokenAmount, Number(token.quantity.decimals));

  const hash = await adapter.send({ to: receiverAddress, value, token: token.address, network });
  dispatch(sendSlice.actions.reset());
  await dispatch(fetchBalance(namespace, { force: true }));
  if (!native || namespace === 'solana') dispatch(routerSlice.actions.reset('Account'));
  return hash;
};
