import { loadAccountNames, registerName, resolveName, suggestNames } from './names.js';
import { invalidAccountName, errorFetchingNameSuggestions, errorFetchingNamesForAddress, errorResolvingName, signatureDeclined } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { registrationMessage } from './names.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentView } from '../modal/selectors.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { openModal, pushView } from '../../actions/modal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// ENSIP-11 coin type of chain 31337.
const COIN_TYPE = 2147514985;

const fake = useFakeServices();

async function onRegisterView() {
  const setup = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  openModal(setup.latch);
  pushView(setup.latch, 'RegisterAccountName');
  return setup;
}

describe('name registration (SPEC 4, 5, 8)', () => {
  it('signs the registration, posts it, sets the profile name and shows RegisterAccountNameSuccess', async () => {
    fake().routes['/v1/profile/account'] = () => ({ body: {} });
    const { latch, wallet, clock } = await onRegisterView();
    clock.advance(1_700_000_000_000);
    await registerName(latch, 'alice');
    expect(selectCurrentView(latch.getState())).toBe('RegisterAccountNameSuccess');
    expect(selectActiveAccount(latch.getState())?.profileName).toBe('alice.latch.id');
    const message = registrationMessage({ name: 'alice', coinType: COIN_TYPE, address: ADDRESS, timestamp: 1_700_000_000 });
    expect(wallet.calls).toContain(`sign:${ADDRESS}:${message}`);
    expect(fake().requests.some((r) => r.pathname === '/v1/profile/account')).toBe(true);
  });

  it('goes back to RegisterAccountName with the API\'s first reason', async () => {
    fake().routes['/v1/profile/account'] = () => ({ status: 409, body: { message: 'Conflict', reasons: [{ description: 'Name alice.latch.id is already taken' }] } });
    const { latch } = await onRegisterView();
    pushView(latch, 'RegisterAccountNameSuccess');
    await expect(registerName(latch, 'alice')).rejects.toThrow('Name alice.latch.id is already taken');
    expect(selectCurrentView(latch.getState())).toBe('RegisterAccountName');
  });

  it('says "Error registering name {name}" when the API gives no reason', async () => {
    fake().routes['/v1/profile/account'] = () => ({ status: 500, body: 'oops' });
    const { latch } = await onRegisterView();
    await expect(registerName(latch, 'alice')).rejects.toThrow('Error registering name alice');
  });

  it('goes back when the wallet refuses to sign, posting nothing', async () => {
    const { latch, wallet } = await onRegisterView();
    wallet.control.signError = new LatchError(signatureDeclined);
    await expect(registerName(latch, 'alice')).rejects.toThrow(signatureDeclined.text);
    expect(fake().requests).toEqual([]);
    expect(selectCurrentView(latch.getState())).toBe('RegisterAccountName');
  });

  it('refuses a name that breaks the rule before asking anyone', async () => {
    const { latch, wallet } = await onRegisterView();
    await expect(registerName(latch, 'ab')).rejects.toThrow(invalidAccountName.text);
    await expect(registerName(latch, 'no spaces')).rejects.toThrow(invalidAccountName.text);
    expect(wallet.calls.filter((c) => c.startsWith('sign'))).toEqual([]);
  });
});

describe('name lookups (SPEC 7, 8)', () => {
  it('resolves a name to its address on the active chain', async () => {
    fake().routes['/v1/profile/account/alice.latch.id'] = () => ({ body: { name: 'alice.latch.id', registered: 1, addresses: { [COIN_TYPE]: { address: ADDRESS } } } });
    const { latch } = await onRegisterView();
    await expect(resolveName(latch, 'alice.latch.id')).resolves.toBe(ADDRESS);
    expect(fake().requests.find((r) => r.pathname.startsWith('/v1/profile/account/'))?.searchParams.get('apiVersion')).toBe('2');
  });

  it('says "Error resolving name", "Error fetching name suggestions" and "Error fetching names for address" on failures', async () => {
    const { latch } = await onRegisterView();
    await expect(resolveName(latch, 'nobody.latch.id')).rejects.toThrow(errorResolvingName.text);
    await expect(suggestNames(latch, 'alice')).rejects.toThrow(errorFetchingNameSuggestions.text);
    await expect(loadAccountNames(latch)).rejects.toThrow(errorFetchingNamesForAddress.text);
  });

  it('suggests names in the fixed zone, and makes the first registered name the profile name', async () => {
    fake().routes['/v1/profile/suggestions/alice'] = (url) => ({ body: { suggestions: [{ name: `alice1.${url.searchParams.get('zone')}`, registered: false }] } });
    fake().routes[`/v1/profile/reverse/${ADDRESS}`] = () => ({ body: [{ name: 'alice.latch.id', registered: 1, addresses: {} }] });
    const { latch } = await onRegisterView();
    await expect(suggestNames(latch, 'alice')).resolves.toEqual([{ name: 'alice1.latch.id', registered: false }]);
    await expect(loadAccountNames(latch)).resolves.toEqual(['alice.latch.id']);
    expect(selectActiveAccount(latch.getState())?.profileName).toBe('alice.latch.id');
  });
});
