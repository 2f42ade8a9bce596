import { useState } from 'react';
import { pushView } from '@latch/core';
import { selectSocialEntries, socialsOnPlatform } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { connectMessages } from './messages.js';
import { SocialMark } from './SocialMark.js';
import { SOCIAL_NAMES, type SocialEntry } from './socialNames.js';

/** The first provider is a full row; this many more are icons beside each other; the rest wait behind "More". */
const ICONS_IN_ROW = 3;

/**
 * Connect's social logins (SPEC 2: after email): a provider opens ConnectingSocial, where the person
 * continues on the wallet frame's own screen, which opens the provider's window and finishes the
 * login; Farcaster opens its own view. Nothing of the login passes through this page.
 */
export function SocialLogins() {
  const latch = useLatch();
  const socials = socialsOnPlatform(useLatchSelector(selectSocialEntries), latch.platform);
  const [more, setMore] = useState(false);
  const t = useMessages(connectMessages);
  if (socials.length === 0) return null;
  const [first, ...others] = socials as [SocialEntry, ...SocialEntry[]];
  const row = others.slice(0, others.length > ICONS_IN_ROW ? ICONS_IN_ROW - 1 : ICONS_IN_ROW);
  const rest = others.slice(row.length);

  const login = (provider: SocialEntry) => pushView(latch, provider === 'farcaster' ? 'ConnectingFarcaster' : { view: 'ConnectingSocial', data: { provider } });
  const button = (provider: SocialEntry, wide = false) => (
    <button
      key={provider}
      type="button"
      className={`latch-list-button latch-social__button${wide ? '' : ' latch-social__button--icon'}`}
      aria-label={wide ? undefined : t('connect.continueWith', { provider: SOCIAL_NAMES[provider] })}
      onClick={() => login(provider)}
    >
      <SocialMark provider={provider} />
      {wide && <span className="latch-connect__name">{t('connect.continueWith', { provider: SOCIAL_NAMES[provider] })}</span>}
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
    </div>
  );
}
