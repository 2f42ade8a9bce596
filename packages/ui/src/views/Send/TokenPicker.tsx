import { tokenKey } from '@latch/core/internal';
import { useId } from 'react';
import type { TokenBalance } from '@latch/core';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useTheme } from '../../context/LatchContext.js';
import { localBalance } from '../../i18n/localAmount.js';
import { useMessages } from '../../i18n/useMessages.js';
import { sendMessages } from './messages.js';

/**
 * The account's tokens as a radio group: Tab reaches the group, the arrow keys pick a token. Each
 * option reads as its symbol, name and balance.
 */
export function TokenPicker({ tokens, selected, onSelect }: { tokens: readonly TokenBalance[]; selected?: TokenBalance; onSelect(token: TokenBalance): void }) {
  const group = useId();
  const t = useMessages(sendMessages);
  const { locale } = useTheme();
  const selectedKey = selected ? tokenKey(selected) : undefined;
  return (
    <fieldset className="latch-send__tokens">
      <legend className="latch-field-label">{t('send.token')}</legend>
      {tokens.map((token) => {
        const key = tokenKey(token);
        return (
          <label key={key} className="latch-option latch-send__token">
            <input type="radio" className="latch-option__radio" name={group} value={key} checked={key === selectedKey} onChange={() => onSelect(token)} />
            <WalletIcon name={token.symbol} imageUrl={token.iconUrl || undefined} />
            {/* The spaces between the parts keep them apart in the radio's accessible name. */}
            <span className="latch-send__token-text">
              <span className="latch-send__token-symbol">{token.symbol}</span>{' '}
              <span className="latch-send__token-name">{token.name}</span>
            </span>{' '}
            <span className="latch-send__token-balance">{localBalance(token.quantity.numeric, token.symbol, locale)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

export function TokenPickerSkeleton() {
  const t = useMessages(sendMessages);
  return (
    <div className="latch-send__tokens" role="status" aria-busy="true">
      <span className="latch-visually-hidden">{t('send.loadingTokens')}</span>
      <span className="latch-skeleton latch-send__token-skeleton" />
      <span className="latch-skeleton latch-send__token-skeleton" />
    </div>
  );
}
