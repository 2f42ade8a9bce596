import { ErrorMessages, LatchMessages } from './catalogue.js';
import { callFailure, messageFromWire } from './wireMessages.js';

describe("the frame's and the services' words", () => {
  it('are the catalogue message they write to the letter, with its id', () => {
    expect(messageFromWire('Signature declined')).toEqual(ErrorMessages.signatureDeclined);
    expect(messageFromWire('Chain is not supported')).toEqual(ErrorMessages.chainNotSupported);
    expect(messageFromWire('Requested RPC call is not allowed')).toEqual(ErrorMessages.rpcNotAllowed);
    expect(messageFromWire('Network not supported for Swaps')).toEqual(ErrorMessages.swapsNetworkNotSupported);
  });

  it("are the email throttle with its seconds as the message's value", () => {
    expect(messageFromWire('Please try again after 12 seconds')).toEqual(ErrorMessages.emailThrottled(12));
    expect(messageFromWire('Please try again after soon seconds')).toEqual({ text: 'Please try again after soon seconds' });
  });

  it('keep their own words, without an id, for anything else', () => {
    expect(messageFromWire('Invalid code')).toEqual({ text: 'Invalid code' });
    expect(messageFromWire('Signature declined!')).toEqual({ text: 'Signature declined!' });
  });

  it("give a failed call's message, else the fallback", () => {
    expect(callFailure({ message: 'The service did not answer in time. Try again.' }, LatchMessages.onrampNotAvailable)).toEqual(LatchMessages.apiRequestTimedOut);
    expect(callFailure({ message: 'No offer for EUR' }, LatchMessages.onrampNotAvailable)).toEqual({ text: 'No offer for EUR' });
    expect(callFailure(undefined, LatchMessages.onrampNotAvailable)).toEqual(LatchMessages.onrampNotAvailable);
  });
});
