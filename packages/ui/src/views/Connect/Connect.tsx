import { Fragment, useId, useMemo, useState } from 'react';
import { messageOf, pushView, selectActiveNamespace, type Message } from '@latch/core';
import { connectWallet, isInstalledConnector, selectAllWalletsOn, selectConnectAwaitsLegal, selectConnectMethodOrder, selectConnectorTypeOrder, selectEmailLoginOn, selectFeaturedWallets, selectNamespaceLabel, selectPendingListingRows, selectRecentWallets, selectRecommendedWallets, selectSocialEntries, selectWalletConnectors, selectWalletCount, selectWalletsCollapsed, socialsOnPlatform, type WalletConnectorRow } from '@latch/core/internal';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { WalletConnectMark } from '../../components/WalletIcon/WalletConnectMark.js';
import { connectEntries } from './connectEntries.js';
import { usePreparedPairing } from '../../hooks/usePreparedPairing.js';
import { EmailLogin } from './EmailLogin.js';
import { PasskeySignIn } from './PasskeySignIn.js';
import { LegalCheckbox } from './LegalCheckbox.js';
import { SocialLogins } from './SocialLogins.js';
import { connectMessages } from './messages.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';


/**
 * The connect methods in their order (SPEC 2): email and social logins (with an embedded wallet) and
 * the wallets. The wallets wait behind one row when the dApp collapses them, and
 * everything waits for the legal checkbox when the dApp asks for it.
 */
export default function Connect() {
  const latch = useLatch();
  const methods = useLatchSelector(selectConnectMethodOrder);
  const emailOn = useLatchSelector(selectEmailLoginOn);
  const collapsed = useLatchSelector(selectWalletsCollapsed);
  const awaitsLegal = useLatchSelector(selectConnectAwaitsLegal);
  const t = useMessages(connectMessages);
  const [walletsShown, setWalletsShown] = useState(false);
  const socialOn = socialsOnPlatform(useLatchSelector(selectSocialEntries), latch.platform).length > 0;
  const offered = methods.filter((method) => method === 'wallet' || (method === 'email' && emailOn) || (method === 'social' && socialOn));
  // Collapsed only behind something else to pick: alone, the wallets show as they are.
  const collapse = collapsed && offered.length > 1;
  const wallets = collapse && !walletsShown ? <ContinueWithWallet key="wallet" onContinue={() => setWalletsShown(true)} /> : <Wallets key="wallet" />;
  const sections = (collapse ? [...offered.filter((m) => m !== 'wallet'), 'wallet' as const] : offered).map((method) =>
    method === 'wallet' ? wallets : method === 'email' ? (
      <Fragment key="email">
        <EmailLogin />
        <PasskeySignIn />
      </Fragment>
    ) : <SocialLogins key="social" />,
  );
  return (
    <div className="latch-connect">
      <LegalCheckbox />
      {/* A disabled fieldset disables every field and button in it: nothing connects before the box is ticked. */}
      <fieldset className="latch-connect__methods" disabled={awaitsLegal}>
        {sections.map((section, index) => (
          <div key={section.key} className="latch-connect__section">
            {index > 0 && (
              <p className="latch-connect__or" aria-hidden="true">
                {t('connect.or')}
              </p>
            )}
            {section}
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/** The wallets behind one row (`collapseWallets`, or email without the wallet list). */
function ContinueWithWallet({ onContinue }: { onContinue: () => void }) {
  const t = useMessages(connectMessages);
  return (
    <button type="button" className="latch-list-button" onClick={onContinue}>
      <span className="latch-wallet-icon latch-wallet-icon--placeholder" aria-hidden="true">
        ⋯
      </span>
      <span className="latch-connect__name">{t('connect.continueWithWallet')}</span>
    </button>
  );
}

/**
 * This browser's wallets (asked at once, a refusal retried in place), WalletConnect, the recent,
 * featured and recommended wallets of the listing, and All Wallets.
 */
function Wallets() {
  const latch = useLatch();
  const t = useMessages(connectMessages);
  const coreText = useCoreText();
  const { locale } = useTheme();
  // Made only once a count shows: a page's first Intl formatter loads its locale data, which the first paint must not wait for.
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const connectors = useLatchSelector(selectWalletConnectors);
  const recent = useLatchSelector(selectRecentWallets);
  const featured = useLatchSelector(selectFeaturedWallets);
  const recommended = useLatchSelector(selectRecommendedWallets);
  const order = useLatchSelector(selectConnectorTypeOrder);
  const namespace = useLatchSelector(selectActiveNamespace);
  const allWalletsOn = useLatchSelector(selectAllWalletsOn);
  const walletCount = useLatchSelector(selectWalletCount);
  const pendingRows = useLatchSelector(selectPendingListingRows);
  const namespaceLabel = useLatchSelector(selectNamespaceLabel);
  const entries = useMemo(() => connectEntries(connectors, { recent, featured, recommended }, order), [connectors, recent, featured, recommended, order]);
  const walletConnect = connectors.some((c) => c.type === 'WALLET_CONNECT');
  usePreparedPairing(walletConnect);
  const [pendingId, setPendingId] = useState<string>();
  const [failure, setFailure] = useState<{ id: string; message: Message }>();
  const errorId = useId();

  const connectTo = async (connector: WalletConnectorRow) => {
    if (connector.type === 'WALLET_CONNECT') return pushView(latch, 'ConnectingWalletConnect');
    setPendingId(connector.id);
    setFailure(undefined);
    try {
      await connectWallet(latch, connector);
    } catch (error) {
      setFailure({ id: connector.id, message: messageOf(error) });
    } finally {
      setPendingId(undefined);
    }
  };

  if (entries.length === 0) {
    return (
      <div className="latch-connect__empty">
        <p className="latch-connect__empty-title">{t('connect.noWallet')}</p>
        <p className="latch-lead">{t('connect.installWallet')}</p>
      </div>
    );
  }

  return (
    <div>
      <ul className="latch-list">
        {entries.map((entry) => {
          if (entry.kind === 'wallet') {
            const { wallet, group } = entry;
            return (
              <li key={`${group}:${wallet.id}`}>
                <button type="button" className="latch-list-button" disabled={pendingId !== undefined} onClick={() => void import('./walletActions.js').then(({ pickWallet }) => pickWallet(latch, wallet))}>
                  <WalletIcon name={wallet.name} imageUrl={wallet.image_url} />
                  <span className="latch-connect__name">{wallet.name}</span>
                  <span className="latch-connect__tag">{group === 'recent' ? t('connect.recent') : ''}</span>
                </button>
              </li>
            );
          }
          const { connector } = entry;
          const pending = pendingId === connector.id;
          return (
            <li key={connector.id}>
              <button
                type="button"
                className="latch-list-button"
                disabled={pendingId !== undefined}
                aria-busy={pending || undefined}
                aria-describedby={failure?.id === connector.id ? errorId : undefined}
                onClick={() => void connectTo(connector)}
              >
                {!connector.imageUrl && connector.type === 'WALLET_CONNECT' ? <WalletConnectMark /> : <WalletIcon name={connector.name} imageUrl={connector.imageUrl} />}
                <span className="latch-connect__name">
                  {connector.name}
                  {(connector.others.length > 0 || connector.chain !== namespace) && (
                    <span className="latch-connect__namespaces">{[connector, ...connector.others].map((c) => namespaceLabel(c.chain)).join(', ')}</span>
                  )}
                </span>
                <span className="latch-connect__tag">{pending ? t('connect.requesting') : isInstalledConnector(connector) ? t('connect.installed') : connector.type === 'WALLET_CONNECT' ? t('connect.qrCode') : ''}</span>
              </button>
            </li>
          );
        })}
        {walletConnect &&
          Array.from({ length: pendingRows }, (_, index) => (
            // The listing's rows, held in place until it answers (the same box as a row, never focused).
            <li key={`pending:${index}`} aria-hidden="true">
              <button type="button" className="latch-list-button latch-connect__pending" disabled tabIndex={-1}>
                <span className="latch-wallet-icon latch-skeleton" />
                <span className="latch-skeleton latch-connect__pending-name" />
              </button>
            </li>
          ))}
        {walletConnect && allWalletsOn && (
          <li>
            <button type="button" className="latch-list-button" disabled={pendingId !== undefined} onClick={() => pushView(latch, 'AllWallets')}>
              <span className="latch-wallet-icon latch-wallet-icon--placeholder" aria-hidden="true">
                ⋯
              </span>
              <span className="latch-connect__name">{t('connect.allWallets')}</span>
              <span className="latch-connect__tag">{walletCount > 30 ? t('connect.walletCountAbove', { count: count(Math.floor(walletCount / 10) * 10) }) : walletCount > 0 ? count(walletCount) : ''}</span>
            </button>
          </li>
        )}
      </ul>
      {failure && (
        <p id={errorId} className="latch-error latch-connect__error" role="alert">
          {t('connect.retry', { error: coreText(failure.message) })}
        </p>
      )}
    </div>
  );
}
