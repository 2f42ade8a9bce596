import { amountProblem } from '@latch/core/internal';
import type { TokenBalance } from '@latch/core';
import { AmountInput } from '../../components/Field/AmountInput.js';
import { useTheme } from '../../context/LatchContext.js';
import { localBalance } from '../../i18n/localAmount.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { sendMessages } from './messages.js';

/** The amount to send, in whole units of the token, with Max and the balance it is checked against. */
export function AmountField({ amount, token, onChange }: { amount: string; token?: TokenBalance; onChange(amount: string): void }) {
  const t = useMessages(sendMessages);
  const coreText = useCoreText();
  const { locale } = useTheme();
  const isMax = token !== undefined && amount.trim() !== '' && amount.trim() === token.quantity.numeric;
  const problem = amountProblem(amount, token);
  return (
    <AmountInput
      value={amount}
      onChange={onChange}
      unit={token?.symbol}
      problem={problem && coreText(problem)}
      hints={[
        token ? t('send.balance', { balance: localBalance(token.quantity.numeric, token.symbol, locale) }) : t('send.pickToken'),
        isMax && !token.address && t('send.keepForFee', { symbol: token.symbol }),
      ]}
      actions={
        <button type="button" className="latch-button latch-button--secondary latch-send__max" disabled={!token} onClick={() => token && onChange(token.quantity.numeric)}>
          {t('send.max')}
        </button>
      }
    />
  );
}
