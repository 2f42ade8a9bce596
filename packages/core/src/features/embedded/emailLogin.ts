// The email login of the embedded wallet (SPEC 4): email, then a new device's approval code, then
// the one-time code, then a connect through the auth connector. The codes are typed into the
// wallet frame's own code screen, which the code views show over themselves: the dApp's page never
// sees a code, and these thunks only wait for the frame to say the code was right. Loaded by the
// views that use it.
import type { ChainAdapter, EmailConnectAction, EmailLogin } from '../../adapter/types.js';
import { addressOrAuthConnectorNotFound, invalidEmail } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { emailSchema } from '../../rules/auth.js';
import { connect } from '../connection/connectThunks.js';
import type { LatchExtra, LatchThunk } from '../../store/extra.js';
import type { Latch } from '../../createLatch.js';
import type { LatchState } from '../../store/rootReducer.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectCurrentRoute } from '../modal/selectors.js';
import { authConnectorOf, loginAdapter } from './loginAdapter.js';

export type EmailAdapter = ChainAdapter & { emailLogin: EmailLogin };

/** The adapter of the active namespace when it has an email login, else the first that has one. */
export const emailAdapter = (state: LatchState, extra: LatchExtra) =>
  loginAdapter(state, extra, (adapter): adapter is EmailAdapter => Boolean(adapter.emailLogin), addressOrAuthConnectorNotFound);

/** SPEC 5: a valid email address, blanks around it ignored. */
export function parseEmail(email: string): string {
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success) throw new LatchError(invalidEmail);
  return parsed.data;
}

const finishLogin =
  (adapter: ChainAdapter): LatchThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await dispatch(connect({ connectorId: authConnectorOf(getState(), adapter.namespace).id, namespace: adapter.namespace }));
  };

/**
 * Starts an email login: a new device goes to EmailVerifyDevice, a known one to EmailVerifyOtp,
 * and a frame that is still signed in connects at once. Rejects with "Invalid email" first.
 */
export const connectEmail = (latch: Latch, input: string): Promise<EmailConnectAction> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const email = parseEmail(input);
    const adapter = emailAdapter(getState(), extra);
    const { action } = await adapter.emailLogin.connectEmail({ email });
    if (action === 'CONNECT') await dispatch(finishLogin(adapter));
    else dispatch(routerSlice.actions.pushed({ view: action === 'VERIFY_OTP' ? 'EmailVerifyOtp' : 'EmailVerifyDevice', data: { email } }));
    return action;
  });

/**
 * EmailVerifyDevice: waits until the person typed the device code into the frame's code screen (and
 * the frame had it checked); the login code is mailed at once, so EmailVerifyOtp follows, unless
 * the person left the view meanwhile.
 */
export const verifyEmailDevice = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const { view, data } = selectCurrentRoute(getState());
    await emailAdapter(getState(), extra).emailLogin.connectDevice();
    if (selectCurrentRoute(getState()).view === view) dispatch(routerSlice.actions.replaced({ view: 'EmailVerifyOtp', data: { email: data?.email ?? '' } }));
  });

/** EmailVerifyOtp: waits until the person typed the login code into the frame, then connects through the auth connector (which closes the modal or opens SIWX). */
export const verifyEmailOtp = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const adapter = emailAdapter(getState(), extra);
    await adapter.emailLogin.connectOtp();
    await dispatch(finishLogin(adapter));
  });
