import { HDNodeWallet, Mnemonic } from 'ethers';

/** The mnemonic anvil funds its default accounts from; public, for local development only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export interface DevAccount {
  address: string;
  privateKey: string;
}

/** The first `count` anvil dev accounts, each funded with 10 000 ETH at start. */
export function devAccounts(count = 10): DevAccount[] {
  const mnemonic = Mnemonic.fromPhrase(DEV_MNEMONIC);
  return Array.from({ length: count }, (_, index) => {
    const wallet = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${index}`);
    return { address: wallet.address, privateKey: wallet.privateKey };
  });
}
