// The email update of the embedded wallet (SPEC 4), from the Account: the new address, then the
// current address's code (when the person has one), then the new address's, each typed into the
// wallet frame's own code screen, which the code views show over themselves. The account stays
// the same; its user names the new address. Loaded by the views that use it.
import type { EmailLogin, EmailUpdateAction } from '../../adapter/types.js';
import { addressOrAuthConnectorNotFound } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchExtra } from '../../store/extra.js';
import type { Latch } from '../../createLatch.js';
import type { LatchState } from '../../store/rootReducer.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectCurrentRoute } from '../modal/selectors.js';
import { emailAdapter, parseEmail } from './emailLogin.js';

type UpdateLogin = Required<Pick<EmailLogin, 'updateEmail' | 'updateEmailPrimaryOtp' | 'updateEmailSecondaryOtp'>>;

/** The auth connector's adapter when its email login can update the email. */
function updateAdapter(state: LatchState, extra: LatchExtra) {
  const adapter = emailAdapter(state, extra);
  const { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } = adapter.emailLogin;
  if (!updateEmail || !updateEmailPrimaryOtp || !updateEmailSecondaryOtp) throw new LatchError(addressOrAuthConnectorNotFound);
  return { namespace: adapter.namespace, login: adapter.emailLogin as UpdateLogin };
}

/**
 * UpdateEmailWallet: the new address ("Invalid email" first); UpdateEmailPrimaryOtp follows, naming
 * the current address, or UpdateEmailSecondaryOtp, naming the new one, for a person without an email.
 */
export const updateEmail = (latch: Latch, input: string): Promise<EmailUpdateAction> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const newEmail = parseEmail(input);
    const { login } = updateAdapter(getState(), extra);
    const current = selectActiveAccount(getState())?.user?.email ?? '';
    const { action } = await login.updateEmail({ email: newEmail });
    const primary = action === 'VERIFY_PRIMARY_OTP';
    dispatch(routerSlice.actions.pushed({ view: primary ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', data: { email: primary ? current : newEmail, newEmail } }));
    return action;
  });

/** UpdateEmailPrimaryOtp: waits for the current address's code in the frame; then UpdateEmailSecondaryOtp, unless the person left meanwhile. */
export const verifyUpdateEmailPrimary = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const { view, data } = selectCurrentRoute(getState());
    await updateAdapter(getState(), extra).login.updateEmailPrimaryOtp();
    const newEmail = typeof data?.newEmail === 'string' ? data.newEmail : '';
    if (selectCurrentRoute(getState()).view === view) dispatch(routerSlice.actions.replaced({ view: 'UpdateEmailSecondaryOtp', data: { email: newEmail, newEmail } }));
  });

/** UpdateEmailSecondaryOtp: waits for the new address's code in the frame; then the account's user has it, and the modal is back on Account. */
export const verifyUpdateEmailSecondary = (latch: Latch): Promise<string> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const { namespace, login } = updateAdapter(getState(), extra);
    const { newEmail } = await login.updateEmailSecondaryOtp();
    dispatch(accountsSlice.actions.userEmailUpdated({ namespace, email: newEmail }));
    dispatch(routerSlice.actions.reset('Account'));
    return newEmail;
  });
