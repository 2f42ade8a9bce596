import { useId } from 'react';
import type { SwapState } from '@latch/core';

export type SwapToken = SwapState['tokens'][number];

const optionText = (token: SwapToken) => (token.name && token.name !== token.symbol ? `${token.symbol} (${token.name})` : token.symbol);

/** One side of the pair, from the tokens core loaded for the network, as a native select. */
export function SwapTokenSelect({ label, tokens, selected, onSelect }: { label: string; tokens: readonly SwapToken[]; selected?: SwapToken; onSelect(token: SwapToken): void }) {
  const id = useId();
  return (
    <div className="latch-swap__side">
      <label className="latch-field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="latch-input"
        value={selected?.address ?? ''}
        onChange={(event) => {
          const picked = tokens.find((token) => token.address === event.target.value);
          if (picked) onSelect(picked);
        }}
      >
        {!selected && <option value="">Choose a token</option>}
        {tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {optionText(token)}
          </option>
        ))}
      </select>
    </div>
  );
}
