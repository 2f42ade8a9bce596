// The account's keys after a login: those kept on this device, else the backup's (a new device:
// the same address as before; a backup sealed under a passkey opens only with that passkey's PRF
// output, from a passkey sign-in), else new ones, backed up before they are used and then, in the
// local world, funded once by the services' dev faucet (ETH on the devnet to the EOA and to its smart
// account's address, SOL on the local Solana chain).
import type { ServicesApi } from '../services/api.js';
import { ServicesError } from '../services/client.js';
import type { SessionUser } from '@latch/core/api';
import { openBackup, sealBackup } from './backup.js';
import { sameEvmAddress, type KeyMaterial } from './material.js';
import { BACKUP_SEALED_OTHER_PASSKEY, BACKUP_SEALED_USE_PASSKEY, BackupSealedError, newSealSalt, type PasskeyPrf } from './passkeySeal.js';
import type { KeyVault } from './vault.js';

export interface EvmKeys {
  createKeyMaterial(): Promise<KeyMaterial>;
  evmAddressOf(privateKey: string): string;
}

export interface AccountKeysOptions {
  api: ServicesApi;
  vault: KeyVault;
  /** ethers, loaded when first needed (keys/evm.ts). */
  evm: () => Promise<EvmKeys>;
  /** Whether a new account asks the dev faucet for funds. */
  fundNewAccounts: boolean;
  /** The owner key's smart account address on the devnet, funded too where there is one. */
  smartAccountOf?: (privateKey: string) => Promise<string | undefined>;
}

export interface LoadedKeys {
  material: KeyMaterial;
  /** How the keys came: kept on this device, recovered from the backup, or made now. */
  source: 'device' | 'backup' | 'created';
}

/** How a login by passkey came: the passkey's PRF output, when its authenticator gave one. */
export interface PasskeySignIn {
  prf?: PasskeyPrf;
}

/** A backup sealed under a passkey, as the services keep it: the backup and what opens it beside the PRF output. */
export interface PasskeySealedBackup {
  backup: { ciphertext: string; address: string };
  salt: string;
}

export class AccountKeys {
  constructor(private readonly options: AccountKeysOptions) {}

  /** `passkey` when the login was a passkey's: a backup sealed under that passkey opens with its PRF output. */
  async ensure(token: string, user: SessionUser, passkey?: PasskeySignIn): Promise<LoadedKeys> {
    const kept = await this.options.vault.load(user.userId);
    if (kept) return { material: kept, source: 'device' };
    const recovered = await this.#recover(token, user, passkey);
    if (recovered) return { material: recovered, source: 'backup' };
    try {
      return { material: await this.#create(token, user), source: 'created' };
    } catch (error) {
      // Another device of the user backed up its keys first: those are the account's.
      if (!(error instanceof ServicesError && error.status === 409)) throw error;
      const theirs = await this.#recover(token, user, passkey);
      if (!theirs) throw error;
      return { material: theirs, source: 'backup' };
    }
  }

  /** The account's material sealed under the passkey whose PRF output `prf` is, for the services to keep in place of the backup. */
  async sealUnderPasskey(token: string, user: SessionUser, material: KeyMaterial, prf: PasskeyPrf): Promise<PasskeySealedBackup> {
    const salt = newSealSalt();
    const ciphertext = await sealBackup(material, await this.options.api.wrapKey(token), user.userId, { prf, salt });
    return { backup: { ciphertext, address: material.evm.address }, salt };
  }

  async #recover(token: string, user: SessionUser, passkey: PasskeySignIn | undefined): Promise<KeyMaterial | undefined> {
    const { api, vault, evm } = this.options;
    const backup = await api.keyBackup(token);
    if (!backup) return undefined;
    const seal = backup.passkeySeal;
    if (seal && !passkey) throw new BackupSealedError(BACKUP_SEALED_USE_PASSKEY);
    if (seal && passkey?.prf?.credentialId !== seal.credentialId) throw new BackupSealedError(BACKUP_SEALED_OTHER_PASSKEY);
    const sealKey = seal && passkey?.prf ? { prf: passkey.prf, salt: seal.salt } : undefined;
    const material = await openBackup(backup.ciphertext, await api.wrapKey(token), user.userId, backup.address, sealKey);
    if (!sameEvmAddress((await evm()).evmAddressOf(material.evm.privateKey), backup.address)) throw new Error('The key backup holds a key of another address');
    await vault.save(user.userId, material);
    return material;
  }

  async #create(token: string, user: SessionUser): Promise<KeyMaterial> {
    const { api, vault, evm } = this.options;
    const material = await (await evm()).createKeyMaterial();
    const ciphertext = await sealBackup(material, await api.wrapKey(token), user.userId);
    await api.putKeyBackup(token, { ciphertext, address: material.evm.address, version: 1 });
    await vault.save(user.userId, material);
    if (this.options.fundNewAccounts) {
      const { api } = this.options;
      const solana = material.solana?.address;
      const smartAccount = await this.options.smartAccountOf?.(material.evm.privateKey).catch((error: unknown) => void this.#warn('the smart account address is unknown', error));
      await Promise.all([
        this.#fund(material.evm.address, (address) => api.fund(address)),
        smartAccount && this.#fund(smartAccount, (address) => api.fund(address)),
        solana && this.#fund(solana, (address) => api.fundSolana(address)),
      ]);
    }
    return material;
  }

  /** Funds a new account on the devnet (ETH) and the local Solana chain (SOL); the account works without, so a failure is only logged. */
  async #fund(address: string, fund: (address: string) => Promise<unknown>): Promise<void> {
    try {
      await fund(address);
    } catch (error) {
      this.#warn(`the dev faucet did not fund ${address}`, error);
    }
  }

  #warn(what: string, error: unknown): void {
    console.warn(`[wallet-frame] ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
