import type { View } from '@latch/core';
import { VIEW_TITLES } from '../views/registry.js';
import { modalMessages } from '../components/Modal/messages.js';
import { connectButtonMessages } from '../components/ConnectButton/messages.js';
import { networkButtonMessages } from '../components/NetworkButton/messages.js';
import { noticeMessages } from '../components/Snackbar/messages.js';
import { emailFormMessages } from '../components/EmailForm/EmailForm.js';
import { connectMessages } from '../views/Connect/messages.js';
import { frameSlotMessages } from '../components/FrameCodeSlot/messages.js';
import { qrCodeMessages } from '../components/QrCode/messages.js';
import { allWalletsMessages } from '../views/AllWallets/messages.js';
import { connectingExternalMessages } from '../views/ConnectingExternal/messages.js';
import { walletConnectMessages } from '../views/ConnectingWalletConnect/messages.js';
import { networksMessages } from '../views/Networks/messages.js';
import { siwxMessages } from '../views/SIWXSignMessage/messages.js';
import { unsupportedChainMessages } from '../views/UnsupportedChain/messages.js';
import { receiveMessages } from '../views/WalletReceive/messages.js';
import { emailCodeMessages } from '../views/EmailCode/messages.js';
import { updateEmailMessages } from '../views/UpdateEmail/messages.js';
import { passkeyMessages } from '../views/Passkey/messages.js';
import { farcasterMessages } from '../views/ConnectingFarcaster/messages.js';
import { socialMessages } from '../views/ConnectingSocial/messages.js';
import { registerNameMessages } from '../views/RegisterAccountName/messages.js';
import { accountListMessages } from '../views/Account/listMessages.js';
import { accountMessages } from '../views/Account/messages.js';
import { onrampMessages } from '../views/OnRamp/messages.js';
import { fieldMessages } from '../components/Field/messages.js';
import { activityMessages } from '../views/Account/activityMessages.js';
import { sendMessages } from '../views/Send/messages.js';
import { swapMessages } from '../views/Swap/messages.js';
import type { CoreTranslations } from './coreTexts.js';

// Every English message in one catalogue, for the locale files' type and the completeness test. The UI
// never imports this module: each component carries its own English (see the README's Translations).
const titleMessages = Object.fromEntries(Object.entries(VIEW_TITLES).map(([view, title]) => [`title.${view}`, title])) as Record<`title.${View}`, string>;

export const englishCatalogue = {
  ...titleMessages,
  ...modalMessages,
  ...connectButtonMessages,
  ...networkButtonMessages,
  ...noticeMessages,
  ...emailFormMessages,
  ...connectMessages,
  ...frameSlotMessages,
  ...qrCodeMessages,
  ...allWalletsMessages,
  ...connectingExternalMessages,
  ...walletConnectMessages,
  ...networksMessages,
  ...siwxMessages,
  ...unsupportedChainMessages,
  ...receiveMessages,
  ...emailCodeMessages,
  ...updateEmailMessages,
  ...passkeyMessages,
  ...farcasterMessages,
  ...socialMessages,
  ...registerNameMessages,
  ...accountListMessages,
  ...accountMessages,
  ...onrampMessages,
  ...fieldMessages,
  ...activityMessages,
  ...sendMessages,
  ...swapMessages,
};

export type MessageId = keyof typeof englishCatalogue;
/** A shipped locale's messages: one for every id, no other id. */
export type Catalogue = Readonly<Record<MessageId, string>>;

/** What a shipped locale's module gives: its messages, and core's texts by their English. */
export interface ShippedLocale {
  messages: Catalogue;
  core: CoreTranslations;
}
