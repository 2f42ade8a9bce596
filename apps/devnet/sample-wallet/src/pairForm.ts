import type { SampleWallet } from '../../src/walletconnect/sampleWallet.js';
import { pairingUri } from './config.js';
import type { Announcer, PageElements } from './page.js';

/** The Pairing URI field and its Pair button. Returns pair(), which the field's submit calls too. */
export function wirePairForm(wallet: SampleWallet, relayUrl: string, page: PageElements, say: Announcer): (input: string) => Promise<void> {
  const showPairError = (error: unknown) => {
    page.pairError.textContent = say.errorText(error);
    page.pairUri.setAttribute('aria-invalid', 'true');
  };
  const pair = async (input: string) => {
    page.pairError.textContent = '';
    page.pairUri.removeAttribute('aria-invalid');
    let uri: string;
    try {
      uri = pairingUri(input);
    } catch (error) {
      showPairError(error);
      page.pairUri.focus();
      return;
    }
    page.pairButton.setAttribute('aria-disabled', 'true');
    say.status('Pairing: the connection request appears below when it arrives.');
    // The SDK retries an unreachable relay for ever, so a person hears why nothing comes.
    const slow = setTimeout(() => say.error(`Still pairing: is the relay at ${relayUrl} running? npm start starts it; the wallet keeps trying.`), 5_000);
    try {
      await wallet.pair(uri);
      page.pairUri.value = '';
      say.log('Paired with a dApp.');
    } catch (error) {
      showPairError(error);
      say.status('');
    } finally {
      clearTimeout(slow);
      page.pairButton.removeAttribute('aria-disabled');
    }
  };
  page.pairForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (page.pairButton.getAttribute('aria-disabled') !== 'true') void pair(page.pairUri.value);
  });

  page.pairButton.disabled = false;
  return pair;
}
