// The email login of the embedded wallet (SPEC 4): email, then a new device's approval code, then
// the one-time code, then a connect through the auth connector. Loaded by the views that use it.
import type { ChainAdapter, EmailConnectAction, EmailLogin } from '../../adapter/types.js';
import { EMAIL_LOGIN_THROTTLE_MS } from '../../constants.js';
import { ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, emailThrottledMessage, INVALID_EMAIL } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { emailSchema } from '../../rules/auth.js';
import { connect } from '../connection/connectThunks.js';
import type { LatchExtra, LatchThunk } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectCurrentRoute } from '../modal/selectors.js';

type EmailAdapter = ChainAdapter & { emailLogin: EmailLogin };

/** The adapter of the active namespace when it has an email login, else the first that has one. */
function emailAdapter(state: LatchState, extra: LatchExtra): EmailAdapter {
  const hasLogin = (adapter: ChainAdapter | undefined): adapter is EmailAdapter => Boolean(adapter?.emailLogin);
  const active = extra.adapters.get(state.networks.activeNamespace);
  const adapter = hasLogin(active) ? active : [...extra.adapters.values()].find(hasLogin);
  if (!adapter) throw new LatchError(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
  return adapter;
}

/** SPEC 5: a valid email address, blanks around it ignored. */
export function parseEmail(email: string): string {
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success) throw new LatchError(INVALID_EMAIL);
  return parsed.data;
}

const finishLogin =
  (adapter: ChainAdapter): LatchThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const auth = getState().connectors.connectors.find((c) => c.chain === adapter.namespace && c.type === 'AUTH');
    if (!auth) throw new LatchError(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
    await dispatch(connect({ connectorId: auth.id, namespace: adapter.namespace }));
  };

/** The email and when its last code was sent, kept in the code views' route data. */
function sentEmail(state: LatchState): { email: string; sentAt: number } | undefined {
  const { email, sentAt } = selectCurrentRoute(state).data ?? {};
  return typeof email === 'string' && typeof sentAt === 'number' ? { email, sentAt } : undefined;
}

/**
 * Starts an email login: a new device goes to EmailVerifyDevice, a known one to EmailVerifyOtp,
 * and a frame that is still signed in connects at once. Rejects with "Invalid email" first.
 */
export const connectEmail =
  (input: string): LatchThunk<Promise<EmailConnectAction>> =>
  async (dispatch, getState, extra) => {
    const email = parseEmail(input);
    const adapter = emailAdapter(getState(), extra);
    const { action } = await adapter.emailLogin.connectEmail({ email });
    if (action === 'CONNECT') await dispatch(finishLogin(adapter));
    else dispatch(routerSlice.actions.pushed({ view: action === 'VERIFY_OTP' ? 'EmailVerifyOtp' : 'EmailVerifyDevice', data: { email, sentAt: extra.clock.now() } }));
    return action;
  };

/**
 * Sends the current code view's email again. Within 30 s of the last one (SPEC 9) it rejects with
 * "Please try again after N seconds" without asking the services.
 */
export const resendEmailCode = (): LatchThunk<Promise<void>> => async (dispatch, getState, extra) => {
  const sent = sentEmail(getState());
  if (!sent) throw new LatchError(INVALID_EMAIL);
  const wait = sent.sentAt + EMAIL_LOGIN_THROTTLE_MS - extra.clock.now();
  if (wait > 0) throw new LatchError(emailThrottledMessage(Math.ceil(wait / 1000)));
  const { action } = await emailAdapter(getState(), extra).emailLogin.connectEmail({ email: sent.email });
  const view = action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp';
  dispatch(routerSlice.actions.replaced({ view, data: { email: sent.email, sentAt: extra.clock.now() } }));
};

/** Approves this device with the code from the email; the login code is mailed at once, so EmailVerifyOtp follows. */
export const verifyEmailDevice =
  (code: string): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const sent = sentEmail(getState());
    await emailAdapter(getState(), extra).emailLogin.connectDevice({ code: code.trim() });
    dispatch(routerSlice.actions.replaced({ view: 'EmailVerifyOtp', data: { email: sent?.email ?? '', sentAt: extra.clock.now() } }));
  };

/** Checks the one-time code, then connects through the auth connector (which closes the modal or opens SIWX). */
export const verifyEmailOtp =
  (otp: string): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const adapter = emailAdapter(getState(), extra);
    await adapter.emailLogin.connectOtp({ otp: otp.replace(/\s/g, '') });
    await dispatch(finishLogin(adapter));
  };
