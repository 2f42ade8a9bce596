import { useId, useState } from 'react';
import { errorMessage, pushView, type SocialProvider } from '@latch/core';
import { selectSocialEntries, socialsOnPlatform } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { connectMessages } from './messages.js';

/** A social provider, or Farcaster: its own view (a QR code for the person's Farcaster app), not a provider's window. */
type SocialEntry = SocialProvider | 'farcaster';

const NAMES: Record<SocialEntry, string> = { google: 'Google', x: 'X', discord: 'Discord', farcaster: 'Farcaster', github: 'GitHub', apple: 'Apple', facebook: 'Facebook' };
/** The first provider is a full row; this many more are icons beside each other; the rest wait behind "More". */
const ICONS_IN_ROW = 3;
/** The provider's page opens in a window of this size (the size their own sign-in pages are made for). */
const WINDOW_FEATURES = 'popup,width=480,height=640';

/**
 * Connect's social logins (SPEC 2: after email): the provider's page opens in a window the click opens
 * at once, so no pop-up blocker stops it; the login ends in the wallet frame, never on this page.
 */
export function SocialLogins() {
  const latch = useLatch();
  const socials = socialsOnPlatform(useLatchSelector(selectSocialEntries), latch.platform);
  const [more, setMore] = useState(false);
  const [pending, setPending] = useState<SocialProvider>();
  const [failure, setFailure] = useState<string>();
  const statusId = useId();
  const t = useMessages(connectMessages);
  const coreText = useCoreText();
  if (socials.length === 0) return null;
  const [first, ...others] = socials as [SocialEntry, ...SocialEntry[]];
  const row = others.slice(0, others.length > ICONS_IN_ROW ? ICONS_IN_ROW - 1 : ICONS_IN_ROW);
  const rest = others.slice(row.length);

  const login = (provider: SocialEntry) => {
    if (provider === 'farcaster') {
      pushView(latch, 'ConnectingFarcaster');
      return;
    }
    // Opened before anything is awaited: the click's own gesture lets it through. It keeps this page as
    // its opener: only an opener may close a window once it shows another origin's page.
    const popup = window.open('', 'latch-social', WINDOW_FEATURES);
    setPending(provider);
    setFailure(undefined);
    import('./socialActions.js').then(({ connectSocial }) => connectSocial(latch, provider, popup)).then(
      () => setPending(undefined),
      (error: unknown) => {
        setPending(undefined);
        setFailure(errorMessage(error));
      },
    );
  };
  const button = (provider: SocialEntry, wide = false) => (
    <button
      key={provider}
      type="button"
      className={`latch-list-button latch-social__button${wide ? '' : ' latch-social__button--icon'}`}
      aria-label={wide ? undefined : t('connect.continueWith', { provider: NAMES[provider] })}
      aria-describedby={pending || failure ? statusId : undefined}
      disabled={pending !== undefined}
      onClick={() => login(provider)}
    >
      <WalletIcon name={NAMES[provider]} />
      {wide && <span className="latch-connect__name">{t('connect.continueWith', { provider: NAMES[provider] })}</span>}
    </button>
  );

  return (
    <div className="latch-social">
      {button(first, true)}
      {others.length > 0 && (
        <div className="latch-social__row">
          {row.map((provider) => button(provider))}
          {rest.length > 0 && (
            <button type="button" className="latch-list-button latch-social__button latch-social__button--icon" aria-expanded={more} aria-label={t('connect.moreSocials')} onClick={() => setMore(!more)}>
              <span className="latch-wallet-icon latch-wallet-icon--placeholder" aria-hidden="true">
                ⋯
              </span>
            </button>
          )}
        </div>
      )}
      {more && <div className="latch-social__more">{rest.map((provider) => button(provider, true))}</div>}
      {pending && (
        <p id={statusId} className="latch-field-hint" role="status">
          {t('connect.socialWindowOpen', { provider: NAMES[pending] })}
        </p>
      )}
      {failure && (
        <p id={statusId} className="latch-connect__error" role="alert">
          {coreText(failure)}
        </p>
      )}
    </div>
  );
}
