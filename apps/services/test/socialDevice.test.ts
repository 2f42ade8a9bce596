// A social login approves the device it ran on for email login (the provider verified the address
// there); its own services instance, so its email starts count against no other file's limits.
import { fromFrame } from './helpers.js';
import { useIdentityWorld } from './socialHelpers.js';

const { client } = useIdentityWorld();

it('approves the device it ran on for email login: no device code there; another address still needs one', async () => {
  const email = `device${Date.now()}@example.com`;
  const { key } = await client.signedIn('google', { name: 'Device', email });
  expect(await client.auth.start(email, 'frame-1', { ...fromFrame, proof: key })).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  expect(await client.auth.start(`other.${email}`, 'frame-1', { ...fromFrame, proof: key })).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
});
