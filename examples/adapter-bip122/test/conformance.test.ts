import { describeAdapterConformance } from '@latch/core/testing';
import { bip122Adapter } from '../src/bip122Adapter.js';
import { bitcoinRegtest } from '../src/networks.js';
import { installStandInWallet, STAND_IN_WALLET as STAND_IN } from '../src/standInWallet.js';

// Core's conformance suite, as an adapter author runs it: the example adapter against the stand-in wallet in the page.
beforeAll(() => installStandInWallet(STAND_IN));

describeAdapterConformance({ describe, it }, 'bip122Adapter', {
  create: bip122Adapter,
  network: bitcoinRegtest,
  addresses: {
    valid: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    invalid: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'bc1qb', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdO', '0BoatSLRHtKNngkdXEeobR76b53LETtpyT', ''],
  },
  wallet: { connectorId: STAND_IN.id, address: STAND_IN.address },
});
