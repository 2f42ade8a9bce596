import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { errorFetchingNameSuggestions, invalidAccountName, NAME_ZONE } from '@latch/core/internal';
import { ADDRESS, openAccount, type Route } from '../../../test/accountServices.js';

const full = (label: string) => `${label}.${NAME_ZONE}`;
/** The services' suggestions for `label`: the exact name (taken or not), then two free ones like it. */
const suggestions = (label: string, taken = false): Record<string, Route> => ({
  [`/v1/profile/suggestions/${label}`]: () => ({ body: { suggestions: [{ name: full(label), registered: taken }, { name: full(`${label}1`), registered: false }, { name: full(`${label}2`), registered: false }] } }),
});

async function openRegistration(routes: Record<string, Route> = {}) {
  const setup = await openAccount({ routes });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Choose a name' }));
  await screen.findByRole('dialog', { name: 'Choose Name' });
  return { ...setup, user, field: () => screen.getByRole('textbox', { name: 'Name' }), register: () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement };
}

describe('RegisterAccountName view', () => {
  it('says what a name needs until it has it, and asks the services nothing before', async () => {
    const { user, field, register, services } = await openRegistration();
    await user.type(field(), 'ab_');
    expect(screen.getByText(invalidAccountName.text)).toBeTruthy();
    expect(register().disabled).toBe(true);
    expect(services.requests.some((url) => url.pathname.startsWith('/v1/profile/suggestions/'))).toBe(false);
  });

  it('says a free name is available, offers names like it, and registers it with a signature; the profile shows it', async () => {
    const { user, field, register, wallet, services } = await openRegistration({ ...suggestions('alice'), '/v1/profile/account': () => ({ body: {} }) });
    await user.type(field(), 'alice');
    expect(await screen.findByText(`${full('alice')} is available.`)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /alice\d\./ }).map((b) => b.textContent)).toEqual([full('alice1'), full('alice2')]);

    await user.click(register());
    expect(await screen.findByText(`${full('alice')} is yours.`)).toBeTruthy();
    const [posted] = services.posted('/v1/profile/account') as { address: string; message: string; signature: string }[];
    expect(posted).toMatchObject({ address: ADDRESS });
    expect(JSON.parse(posted!.message)).toMatchObject({ name: full('alice'), address: ADDRESS });
    expect(wallet.calls).toContain(`sign:${ADDRESS}:${posted!.message}`);

    await user.click(screen.getByRole('button', { name: 'Back to account' }));
    expect(await screen.findByText(full('alice'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull();
  });

  it('says a taken name is taken and a suggestion fills the field', async () => {
    const { user, field, register } = await openRegistration({ ...suggestions('bob-name', true), ...suggestions('bob-name1') });
    await user.type(field(), 'bob-name');
    expect(await screen.findByText(`${full('bob-name')} is taken.`)).toBeTruthy();
    expect(register().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: full('bob-name1') }));
    expect((field() as HTMLInputElement).value).toBe('bob-name1');
    await waitFor(() => expect(register().disabled).toBe(false));
  });

  it('shows a failed lookup as SPEC 8 words it', async () => {
    const { user, field } = await openRegistration({ '/v1/profile/suggestions/carol': () => ({ status: 500, body: { message: 'down' } }) });
    await user.type(field(), 'carol');
    expect(await screen.findByText(errorFetchingNameSuggestions.text)).toBeTruthy();
  });

  it("keeps what was typed and shows the API's reason when the registration is refused", async () => {
    const { user, field, register } = await openRegistration({
      ...suggestions('dave'),
      '/v1/profile/account': () => ({ status: 400, body: { message: 'Invalid', reasons: [{ description: 'The name was registered a moment ago' }] } }),
    });
    await user.type(field(), 'dave');
    await waitFor(() => expect(register().disabled).toBe(false));
    await user.click(register());
    expect((await screen.findByRole('alert')).textContent).toBe('The name was registered a moment ago');
    expect((field() as HTMLInputElement).value).toBe('dave');
  });
});
