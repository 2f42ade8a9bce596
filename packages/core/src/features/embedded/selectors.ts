import type { LatchState } from '../../store/rootReducer.js';
import { selectCurrentRoute } from '../modal/selectors.js';
import { selectActiveNamespace } from '../networks/selectors.js';
import { selectActiveAccount, selectIsAuthConnector } from '../account/selectors.js';

/** The email the code views sent their code to ('' when the route carries none). */
export const selectRouteEmail = (state: LatchState): string => {
  const email = selectCurrentRoute(state).data?.email;
  return typeof email === 'string' ? email : '';
};

/** Email login is offered: on in the remote features, with an auth (embedded wallet) connector on the active namespace. */
export const selectEmailLoginOn = (state: LatchState) =>
  state.options.remoteFeatures.email && state.connectors.connectors.some((c) => c.type === 'AUTH' && c.chain === selectActiveNamespace(state));

/** The Account offers "Update email": connected through the embedded wallet, whose user has an email (SPEC 4). */
export const selectCanUpdateEmail = (state: LatchState): boolean => selectIsAuthConnector(state) && Boolean(selectActiveAccount(state)?.user?.email);

/**
 * Connect shows the wallets behind one "Continue with a wallet" row: when the dApp collapses them
 * (`collapseWallets`), or when email login is offered and the dApp wants it without the wallet list
 * (`emailShowWallets` off).
 */
export const selectWalletsCollapsed = (state: LatchState) => state.options.features.collapseWallets || (!state.options.features.emailShowWallets && selectEmailLoginOn(state));
