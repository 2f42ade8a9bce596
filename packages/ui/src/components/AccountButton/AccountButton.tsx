import { selectIsConnected } from '@latch/core';
import { useLatchSelector } from '../../context/LatchContext.js';
import { ConnectButton } from '../ConnectButton/ConnectButton.js';

/** The connected account's balance and short address, opening the Account view; nothing while disconnected (pair it with ConnectButton, or use ConnectButton for both). */
export function AccountButton() {
  const connected = useLatchSelector(selectIsConnected);
  return connected ? <ConnectButton /> : null;
}
