import type { Wallet } from '../../api/walletApi.js';
import { noPairingToOpen } from '../../errors/catalogue.js';
import { LatchError, messageOf } from '../../errors/LatchError.js';
import { walletConnectLink, type WalletLink, type WalletLinkKind } from '../../rules/deepLinks.js';
import { eventEmitted } from '../../store/events.js';
import type { LatchThunk } from '../../store/extra.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { selectListedAppSchemes } from './listedAppSchemes.js';

export type { WalletLinkKind };

/** What opening a wallet needs of its listing entry. */
export type LinkedWallet = Pick<Wallet, 'id' | 'mobile_link' | 'desktop_link' | 'webapp_link'>;

const LINK_FIELDS = { mobile: 'mobile_link', desktop: 'desktop_link', webapp: 'webapp_link' } as const;

/**
 * Opens `wallet`'s app (or web app) with the current WalletConnect pairing URI (SPEC 2, 4). A link
 * that is not https: or, for the app links, an app link in its strict shape on a scheme the wallet
 * listing names (rules/deepLinks.ts, listedAppSchemes.ts) is refused: the person reads why, the
 * refusal is reported as an event, and nothing is opened.
 */
export const openWalletLink =
  ({ wallet, kind }: { wallet: LinkedWallet; kind: WalletLinkKind }): LatchThunk<WalletLink> =>
  (dispatch, getState, { platform }) => {
    const wcUri = getState().connection.wcUri;
    let link: WalletLink;
    try {
      if (!wcUri) throw new LatchError(noPairingToOpen);
      link = walletConnectLink(wallet[LINK_FIELDS[kind]] ?? '', wcUri, kind, selectListedAppSchemes(getState()));
    } catch (error) {
      const message = messageOf(error);
      dispatch(showSnack(message, 'error'));
      dispatch(eventEmitted({ type: 'WALLET_LINK_REFUSED', properties: { walletId: wallet.id, kind, message: message.text } }));
      throw error;
    }
    (platform.openHref ?? openInBrowser)(link.href, link.target);
    return link;
  };

function openInBrowser(href: string, target: WalletLink['target']): void {
  if (typeof window === 'undefined') return;
  if (target === '_self') window.location.assign(href);
  else window.open(href, '_blank', 'noopener,noreferrer');
}
