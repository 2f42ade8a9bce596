import { DEFAULT_ACCOUNT_TYPES, selectActiveNetwork, selectUnsupportedNetworkId, type AccountState, type LatchState } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

const ACCOUNT_TYPE_NAMES: Record<string, string> = { eoa: 'EOA', smartAccount: 'Smart Account', payment: 'Payment', ordinal: 'Ordinal' };

const selectCanSwitchNetwork = (state: LatchState) => state.options.enableNetworkSwitch;
/** The preferred account type only means something for an auth (embedded wallet) connector (SPEC 6). */
const selectIsAuthConnector = (state: LatchState) => {
  const namespace = state.networks.activeNamespace;
  const id = state.connectors.connectedIds[namespace];
  return state.connectors.connectors.some((c) => c.chain === namespace && c.id === id && c.type === 'AUTH');
};
const selectAccountType = (state: LatchState) => {
  const namespace = state.networks.activeNamespace;
  return state.accounts[namespace]?.preferredAccountTypes[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace];
};

/** Network (a button to the network list when switching is on), wallet and, for auth connectors, the account type. */
export function AccountFacts({ account }: { account: AccountState }) {
  const latch = useLatch();
  const network = useLatchSelector(selectActiveNetwork);
  const unsupported = useLatchSelector(selectUnsupportedNetworkId);
  const canSwitch = useLatchSelector(selectCanSwitchNetwork);
  const isAuth = useLatchSelector(selectIsAuthConnector);
  const accountType = useLatchSelector(selectAccountType);
  const networkName = unsupported ? `Unsupported network (${unsupported})` : (network?.name ?? 'Unknown network');

  return (
    <dl className="latch-account__facts">
      <div>
        <dt>Network</dt>
        <dd>
          {canSwitch ? (
            <button type="button" className="latch-account__network" aria-label={`${networkName}, switch network`} onClick={() => latch.push('Networks')}>
              <span>{networkName}</span>
              <span className="latch-account__chevron" aria-hidden="true">
                ›
              </span>
            </button>
          ) : (
            networkName
          )}
        </dd>
      </div>
      {account.connectedWalletInfo && (
        <div>
          <dt>Wallet</dt>
          <dd>{account.connectedWalletInfo.name}</dd>
        </div>
      )}
      {isAuth && accountType && (
        <div>
          <dt>Account type</dt>
          <dd>{ACCOUNT_TYPE_NAMES[accountType] ?? accountType}</dd>
        </div>
      )}
    </dl>
  );
}
