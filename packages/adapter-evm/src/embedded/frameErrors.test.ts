import { FrameError } from '@latch/frame';
import { ErrorMessages, LatchError, type AdapterEvent } from '@latch/core';
import { toLatchError, USER_REJECTED } from './frameErrors.js';

function mapped(error: unknown) {
  const events: AdapterEvent[] = [];
  const result = toLatchError(error, (event) => events.push(event));
  return { message: result.message, code: (result as { code?: number }).code, alerts: events.map((e) => (e.type === 'alert' ? e.alert : e.type)) };
}

describe('frame errors as the person reads them (SPEC 8)', () => {
  it('a frame that does not load raises "Network Error - Could not load embedded wallet"', () => {
    expect(mapped(new FrameError('load', 'x'))).toMatchObject({ message: 'Network Error - Could not load embedded wallet', alerts: ['embeddedWalletLoad'] });
    expect(toLatchError(new FrameError('load', 'x'), () => undefined).id).toBe('embeddedWalletLoadAlert');
  });

  it('a request the frame does not answer raises "Embedded Wallet Request Timed Out"', () => {
    expect(mapped(new FrameError('timeout', 'x', { requestType: 'CONNECT_EMAIL' }))).toMatchObject({ message: 'Embedded Wallet Request Timed Out', alerts: ['embeddedWalletTimeout'] });
  });

  it('an aborted or destroyed request is "Request was aborted"', () => {
    expect(mapped(new FrameError('aborted', 'x')).message).toBe(ErrorMessages.requestAborted.text);
    expect(mapped(new FrameError('destroyed', 'x')).message).toBe(ErrorMessages.requestAborted.text);
  });

  it.each([
    ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
    ['JWT validation error: JWT Token is not yet valid', 'sessionExpired'],
    ['Unauthorized: invalid key', 'invalidProjectId'],
  ])('the provider server message %p raises the %p alert', (message, alert) => {
    expect(mapped(new FrameError('frame', message))).toEqual({ message, code: undefined, alerts: [alert] });
  });

  it('a refused network switch is "Chain is not supported"', () => {
    expect(mapped(new FrameError('frame', 'Unknown chain 10', { requestType: 'SWITCH_NETWORK' })).message).toBe(ErrorMessages.chainNotSupported.text);
  });

  it('a refusal in the frame is "Signature declined" with EIP-1193 code 4001', () => {
    expect(mapped(new FrameError('frame', ErrorMessages.signatureDeclined.text, { requestType: 'RPC_REQUEST' }))).toEqual({ message: ErrorMessages.signatureDeclined.text, code: USER_REJECTED, alerts: [] });
  });

  it('an empty error reply is "An error occurred"; anything else thrown is "Something went wrong"', () => {
    expect(mapped(new FrameError('frame', '')).message).toBe(ErrorMessages.anErrorOccurred.text);
    expect(mapped(new TypeError('boom')).message).toBe(ErrorMessages.somethingWentWrong.text);
  });

  it('keeps a LatchError as it is, and other frame messages as the frame wrote them', () => {
    const error = new LatchError(ErrorMessages.invalidEmail);
    expect(toLatchError(error, () => undefined)).toBe(error);
    expect(toLatchError(new FrameError('frame', 'Invalid code'), () => undefined)).toMatchObject({ id: undefined, message: 'Invalid code' });
  });

  it("knows the catalogue's messages the frame and the services write to the letter, by id", () => {
    expect(toLatchError(new FrameError('frame', 'Please try again after 12 seconds'), () => undefined)).toMatchObject({ id: 'emailThrottled', values: [12] });
    expect(toLatchError(new FrameError('frame', 'Requested RPC call is not allowed'), () => undefined)).toMatchObject({ id: 'rpcNotAllowed' });
  });
});
