// Public metadata of well-known wallets, written from general knowledge: names, EIP-6963 rdns,
// app schemes and chains. Order is the listing's order. Ids are readable slugs, not the hosted
// registry's hashes.
import { BITCOIN, COSMOS, EVM, POLKADOT, SOLANA } from './chains.js';
import type { RegistryWallet } from './types.js';

interface Known {
  id: string;
  name: string;
  homepage: string;
  chains: readonly string[];
  rdns?: string;
  mobile?: string;
  desktop?: string;
  webapp?: string;
  appStore?: string;
  playStore?: string;
  certified?: boolean;
}

const evm = [...EVM];
const evmSol = [...EVM, SOLANA];
const evmSolBtc = [...EVM, SOLANA, BITCOIN];

const KNOWN: readonly Known[] = [
  { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', mobile: 'metamask://', homepage: 'https://metamask.io', chains: evm, certified: true, appStore: 'https://apps.apple.com/app/metamask/id1438144202', playStore: 'https://play.google.com/store/apps/details?id=io.metamask' },
  { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app', mobile: 'trust://', homepage: 'https://trustwallet.com', chains: evmSolBtc, certified: true, appStore: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409', playStore: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp' },
  { id: 'coinbase', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', mobile: 'cbwallet://', homepage: 'https://www.coinbase.com/wallet', chains: evmSol, certified: true, appStore: 'https://apps.apple.com/app/coinbase-wallet-nfts-crypto/id1278383455', playStore: 'https://play.google.com/store/apps/details?id=org.toshi' },
  { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', mobile: 'rainbow://', homepage: 'https://rainbow.me', chains: evm, certified: true, appStore: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021', playStore: 'https://play.google.com/store/apps/details?id=me.rainbow' },
  { id: 'phantom', name: 'Phantom', rdns: 'app.phantom', mobile: 'phantom://', homepage: 'https://phantom.app', chains: [SOLANA, 'eip155:1', 'eip155:137', 'eip155:8453', BITCOIN], certified: true, appStore: 'https://apps.apple.com/app/phantom-crypto-wallet/id1598432977', playStore: 'https://play.google.com/store/apps/details?id=app.phantom' },
  { id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby', mobile: 'rabby://', homepage: 'https://rabby.io', chains: evm, certified: true },
  { id: 'okx', name: 'OKX Wallet', rdns: 'com.okex.wallet', mobile: 'okex://main', homepage: 'https://www.okx.com/web3', chains: evmSolBtc, certified: true },
  { id: 'zerion', name: 'Zerion', rdns: 'io.zerion.wallet', mobile: 'zerion://', homepage: 'https://zerion.io', chains: evmSol, certified: true },
  { id: 'ledger-live', name: 'Ledger Live', rdns: 'com.ledger', mobile: 'ledgerlive://', desktop: 'ledgerlive://', homepage: 'https://www.ledger.com/ledger-live', chains: evmSolBtc, certified: true },
  { id: 'uniswap', name: 'Uniswap Wallet', rdns: 'org.uniswap.app', mobile: 'uniswap://', homepage: 'https://wallet.uniswap.org', chains: evm, certified: true },
  { id: 'argent', name: 'Argent', rdns: 'xyz.argent', mobile: 'argent://app/', homepage: 'https://www.argent.xyz', chains: ['eip155:1', 'eip155:324', 'eip155:59144'] },
  { id: 'exodus', name: 'Exodus', rdns: 'com.exodus.web3-wallet', mobile: 'exodus://', desktop: 'exodus://', homepage: 'https://www.exodus.com', chains: evmSolBtc },
  { id: 'imtoken', name: 'imToken', rdns: 'im.token', mobile: 'imtokenv2://', homepage: 'https://token.im', chains: [...evm, BITCOIN] },
  { id: 'tokenpocket', name: 'TokenPocket', rdns: 'pro.tokenpocket', mobile: 'tpoutside://', homepage: 'https://www.tokenpocket.pro', chains: evmSolBtc },
  { id: 'bitget', name: 'Bitget Wallet', rdns: 'com.bitget.web3', mobile: 'bitkeep://', homepage: 'https://web3.bitget.com', chains: evmSolBtc, certified: true },
  { id: 'safepal', name: 'SafePal', rdns: 'com.safepal', mobile: 'safepalwallet://', homepage: 'https://www.safepal.com', chains: evmSolBtc },
  { id: 'backpack', name: 'Backpack', rdns: 'app.backpack', mobile: 'backpack://', homepage: 'https://backpack.app', chains: [SOLANA, 'eip155:1', 'eip155:8453', 'eip155:42161'] },
  { id: 'solflare', name: 'Solflare', rdns: 'com.solflare', mobile: 'solflare://', homepage: 'https://solflare.com', chains: [SOLANA] },
  { id: 'binance', name: 'Binance Wallet', rdns: 'com.binance.wallet', mobile: 'bnc://app.binance.com/cedefi/', homepage: 'https://www.binance.com/en/web3wallet', chains: evmSolBtc },
  { id: 'crypto-com', name: 'Crypto.com Onchain', rdns: 'com.crypto.wallet', mobile: 'dfw://', homepage: 'https://crypto.com/onchain', chains: evmSol },
  { id: 'oneinch', name: '1inch Wallet', rdns: 'io.1inch.wallet', mobile: 'oneinch://', homepage: 'https://1inch.io/wallet', chains: evmSol },
  { id: 'safe', name: 'Safe{Wallet}', webapp: 'https://app.safe.global', homepage: 'https://safe.global', chains: evm },
  { id: 'zengo', name: 'Zengo', mobile: 'zengo://', homepage: 'https://zengo.com', chains: [...evm, BITCOIN] },
  { id: 'magic-eden', name: 'Magic Eden', rdns: 'io.magiceden.wallet', mobile: 'magiceden://', homepage: 'https://wallet.magiceden.io', chains: evmSolBtc },
  { id: 'kraken', name: 'Kraken Wallet', rdns: 'com.kraken.wallet', mobile: 'krakenwallet://', homepage: 'https://www.kraken.com/wallet', chains: evmSol },
  { id: 'robinhood', name: 'Robinhood Wallet', mobile: 'robinhood-wallet://', homepage: 'https://robinhood.com/web3-wallet', chains: evmSolBtc },
  { id: 'mew', name: 'MEW wallet', rdns: 'com.myetherwallet', mobile: 'mewwallet://', homepage: 'https://www.mewwallet.com', chains: evm },
  { id: 'coin98', name: 'Coin98 Super Wallet', rdns: 'coin98.com', mobile: 'coin98://', homepage: 'https://coin98.com', chains: evmSol },
  { id: 'family', name: 'Family', mobile: 'familywallet://', homepage: 'https://family.co', chains: ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161'] },
  { id: 'brave', name: 'Brave Wallet', rdns: 'com.brave.wallet', homepage: 'https://brave.com/wallet', chains: evmSol },
  { id: 'frame', name: 'Frame', rdns: 'sh.frame', homepage: 'https://frame.sh', chains: evm },
  { id: 'taho', name: 'Taho', rdns: 'xyz.taho', homepage: 'https://taho.xyz', chains: evm },
  { id: 'enkrypt', name: 'Enkrypt', rdns: 'com.enkrypt', homepage: 'https://www.enkrypt.com', chains: [...evm, POLKADOT, BITCOIN] },
  { id: 'atomic', name: 'Atomic Wallet', mobile: 'atomicwallet://', homepage: 'https://atomicwallet.io', chains: evmSolBtc },
  { id: 'keplr', name: 'Keplr', rdns: 'app.keplr', mobile: 'keplrwallet://', homepage: 'https://www.keplr.app', chains: [COSMOS, 'eip155:1'] },
  { id: 'xverse', name: 'Xverse', rdns: 'com.xverse', mobile: 'xverse://', homepage: 'https://www.xverse.app', chains: [BITCOIN] },
  { id: 'leather', name: 'Leather', rdns: 'io.leather', homepage: 'https://leather.io', chains: [BITCOIN] },
  { id: 'unisat', name: 'UniSat Wallet', rdns: 'io.unisat', homepage: 'https://unisat.io', chains: [BITCOIN] },
  { id: 'talisman', name: 'Talisman', rdns: 'xyz.talisman', homepage: 'https://talisman.xyz', chains: [POLKADOT, ...evm] },
  { id: 'subwallet', name: 'SubWallet', rdns: 'app.subwallet', mobile: 'subwallet://', homepage: 'https://subwallet.app', chains: [POLKADOT, ...evm] },
  { id: 'nova', name: 'Nova Wallet', rdns: 'io.novawallet', mobile: 'novawallet://', homepage: 'https://novawallet.io', chains: [POLKADOT, ...evm] },
  { id: 'glow', name: 'Glow', mobile: 'glow://', homepage: 'https://glow.app', chains: [SOLANA] },
  { id: 'trezor', name: 'Trezor Suite', homepage: 'https://trezor.io/trezor-suite', desktop: 'trezorsuite://', chains: [...evm, BITCOIN, SOLANA] },
];

/** The known wallets as registry rows, ranked in the order above. */
export function realWallets(): RegistryWallet[] {
  return KNOWN.map((wallet, rank) => ({
    id: wallet.id,
    name: wallet.name,
    rank,
    image_id: wallet.id,
    rdns: wallet.rdns ?? null,
    chains: [...wallet.chains],
    mobile_link: wallet.mobile ?? null,
    desktop_link: wallet.desktop ?? null,
    webapp_link: wallet.webapp ?? null,
    app_store: wallet.appStore ?? null,
    play_store: wallet.playStore ?? null,
    homepage: wallet.homepage,
    badge_type: wallet.certified ? 'certified' : null,
  }));
}
