import './zodJitless.js';
import { devAccounts } from '../../src/accounts.js';
import { MemoryStorage } from '../../src/walletconnect/memoryStorage.js';
import { createSampleWallet } from '../../src/walletconnect/sampleWallet.js';
import { watchBalance } from './balance.js';
import { readPageConfig } from './config.js';
import { readFarcasterConfig } from './farcasterConfig.js';
import { wireFarcasterTab } from './farcasterTab.js';
import { LocalStorageStore, pageLocalStorage } from './localStorageStore.js';
import { announcer, pageElements } from './page.js';
import { solanaDevKey } from './solanaKey.js';
import { wireTabs } from './tabs.js';
import { showWallet } from './walletView.js';

const page = pageElements();
const say = announcer(page);

async function start() {
  const config = readPageConfig(location.search, {
    relayUrl: import.meta.env.VITE_LATCH_RELAY_URL,
    rpcUrl: import.meta.env.VITE_LATCH_RPC_URL,
    solanaRpcUrl: import.meta.env.VITE_LATCH_SOLANA_RPC_URL,
  });
  const { address, privateKey } = devAccounts(config.account + 1)[config.account]!;
  page.account.textContent = `dev account ${config.account}`;
  page.address.textContent = address;
  const solanaKey = await solanaDevKey(config.account);
  page.solanaAddress.textContent = solanaKey.address;
  page.relay.textContent = config.relayUrl;
  page.rpc.textContent = config.rpcUrl;
  const balance = watchBalance(config.rpcUrl, address, (text) => (page.balance.textContent = text));
  // The Farcaster tab works without the WalletConnect relay: it is wired before the relay is reached.
  const tabs = wireTabs(['tab-walletconnect', 'tab-farcaster']);
  const farcasterConfig = readFarcasterConfig(location.href, { servicesUrl: import.meta.env.VITE_LATCH_SERVICES_URL });
  const farcaster = wireFarcasterTab({ rpcUrl: config.rpcUrl, relayUrl: farcasterConfig.relayUrl, privateKey, username: `latch-dev-${config.account}`, say });
  if (farcasterConfig.link) {
    tabs.select('tab-farcaster');
    void farcaster.read(farcasterConfig.link);
  }

  const webStorage = pageLocalStorage();
  say.status(`Connecting to the relay at ${config.relayUrl}…`);
  const wallet = await createSampleWallet({
    relayUrl: config.relayUrl,
    rpcUrl: config.rpcUrl,
    privateKey,
    // One lasting prefix per account: a reload finds its pairings and sessions again.
    storagePrefix: `latch-sample-wallet-account-${config.account}`,
    storage: webStorage ? new LocalStorageStore(webStorage, 'latch-sample-wallet/') : new MemoryStorage(),
    solana: { rpcUrl: config.solanaRpcUrl, secretKey: solanaKey.secretKey },
    onError: (error) => {
      say.error(error);
      say.log(`Failed: ${say.errorText(error)}`);
    },
  });
  const { pair } = showWallet(wallet, config.relayUrl, page, say, () => void balance.refresh());
  say.status(webStorage ? 'Ready: paste a pairing URI from a dApp.' : 'Ready: paste a pairing URI from a dApp. Sessions last until this page reloads (no localStorage).');
  if (config.uri) {
    page.pairUri.value = config.uri;
    await pair(config.uri);
  }
}

start().catch((error: unknown) => {
  say.status('');
  say.error(`The wallet did not start. ${say.errorText(error)}`);
});
