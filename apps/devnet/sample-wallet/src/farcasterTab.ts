// The Farcaster tab: the wallet app's side of Sign In With Farcaster with a dev account as the
// custody key. A pasted (or handed-over) sign-in link is read from the relay, the person sees which
// domain asks and approves; the fid is registered on the devnet's ID registry at the first approval.
import { Wallet } from 'ethers';
import { approveSignIn, farcasterWalletClient, readSignIn, type SignInRequest } from '../../src/farcaster/walletApp.js';
import { devIdRegistryAddress, ensureFid, fidOf } from '../../src/farcaster/idRegistry.js';
import { freshProvider } from '../../src/provider.js';
import { byId } from './dom.js';
import type { Announcer } from './page.js';

export interface FarcasterTabOptions {
  rpcUrl: string;
  relayUrl: string;
  /** The custody key: the page's dev account. */
  privateKey: string;
  /** The username the approval names, unless the person types another. */
  username: string;
  say: Announcer;
}

function elements() {
  return {
    fid: byId('farcaster-fid', HTMLElement),
    form: byId('farcaster-form', HTMLFormElement),
    link: byId('farcaster-link', HTMLInputElement),
    error: byId('farcaster-error', HTMLElement),
    username: byId('farcaster-username', HTMLInputElement),
    request: byId('farcaster-request', HTMLElement),
    domain: byId('farcaster-domain', HTMLElement),
    uri: byId('farcaster-uri', HTMLElement),
    approve: byId('farcaster-approve', HTMLButtonElement),
    reject: byId('farcaster-reject', HTMLButtonElement),
  };
}

/** Wires the tab; `read(link)` reads a sign-in link as the form's submit does. */
export function wireFarcasterTab({ rpcUrl, relayUrl, privateKey, username, say }: FarcasterTabOptions): { read(link: string): Promise<void> } {
  const page = elements();
  const custody = new Wallet(privateKey, freshProvider(rpcUrl));
  const registry = devIdRegistryAddress();
  const client = farcasterWalletClient(relayUrl);
  let request: SignInRequest | undefined;
  page.username.value = username;
  const showFid = (fid: bigint) => (page.fid.textContent = fid === 0n ? 'none yet (registered at the first approval)' : String(fid));
  fidOf(registry, custody.address, custody.provider!).then(showFid, () => (page.fid.textContent = 'unknown (the ID registry could not be read)'));

  const fail = (error: unknown) => {
    page.error.textContent = say.errorText(error);
    page.link.setAttribute('aria-invalid', 'true');
  };
  const read = async (link: string) => {
    page.error.textContent = '';
    page.link.removeAttribute('aria-invalid');
    page.request.hidden = true;
    page.link.value = link;
    try {
      request = await readSignIn(client, link);
    } catch (error) {
      fail(error);
      return;
    }
    page.domain.textContent = request.domain;
    page.uri.textContent = request.siweUri;
    page.request.hidden = false;
    say.status(`${request.domain} asks you to sign in with Farcaster.`);
  };
  page.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void read(page.link.value);
  });
  page.approve.addEventListener('click', () => {
    const asked = request;
    if (!asked || page.approve.getAttribute('aria-disabled') === 'true') return;
    page.approve.setAttribute('aria-disabled', 'true');
    void (async () => {
      try {
        const { fid, registered } = await ensureFid(registry, custody);
        showFid(fid);
        if (registered) say.log(`Registered fid ${fid} for this account on the ID registry.`);
        await approveSignIn(client, asked, custody, fid, page.username.value.trim() || undefined);
        request = undefined;
        page.request.hidden = true;
        page.link.value = '';
        say.status(`Signed in to ${asked.domain} with Farcaster (fid ${fid}).`);
        say.log(`Approved a Farcaster sign-in for ${asked.domain}.`);
      } catch (error) {
        fail(error);
      } finally {
        page.approve.removeAttribute('aria-disabled');
      }
    })();
  });
  page.reject.addEventListener('click', () => {
    request = undefined;
    page.request.hidden = true;
    say.status('The Farcaster sign-in was not approved.');
  });
  return { read };
}
