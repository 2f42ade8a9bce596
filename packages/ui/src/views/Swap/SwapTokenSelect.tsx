import type { SwapState } from '@latch/core';
import { SelectField } from '../../components/Field/SelectField.js';
import { useMessages } from '../../i18n/useMessages.js';
import { swapMessages } from './messages.js';

export type SwapToken = SwapState['tokens'][number];

const optionText = (token: SwapToken) => (token.name && token.name !== token.symbol ? `${token.symbol} (${token.name})` : token.symbol);

/** One side of the pair, from the tokens core loaded for the network. */
export function SwapTokenSelect({ label, tokens, selected, onSelect }: { label: string; tokens: readonly SwapToken[]; selected?: SwapToken; onSelect(token: SwapToken): void }) {
  const t = useMessages(swapMessages);
  return (
    <SelectField
      className="latch-swap__side"
      label={label}
      items={tokens}
      selected={selected}
      placeholder={t('swap.chooseToken')}
      keyOf={(token) => token.address}
      textOf={optionText}
      onSelect={onSelect}
    />
  );
}
