import { LatchError } from '../errors/LatchError.js';
import { ErrorMessages, LatchMessages } from '../errors/catalogue.js';
import { connectionError } from './connectionError.js';

describe('connectionError', () => {
  it.each([4001, 5000, 5001, 5002, 5003])('says the wallet declined for code %i, in its own words', (code) => {
    const error = connectionError({ code, message: 'User rejected.' });
    expect(error).toBeInstanceOf(LatchError);
    expect(error).toMatchObject({ id: 'walletConnectDeclined', message: LatchMessages.walletConnectDeclined.text, details: 'User rejected.' });
  });

  it('says nothing more of a decline that came without words', () => {
    expect(connectionError({ code: 5000 })).toMatchObject({ message: LatchMessages.walletConnectDeclined.text, details: undefined });
  });

  it('says the connection could not be made for anything else, with the reason in details', () => {
    expect(connectionError(new Error('Proposal expired'))).toMatchObject({ message: LatchMessages.walletConnectFailed.text, details: 'Proposal expired' });
    expect(connectionError({ code: 5100, message: 'Unsupported chains.' })).toMatchObject({ message: LatchMessages.walletConnectFailed.text, details: 'Unsupported chains.' });
    expect(connectionError('socket closed')).toMatchObject({ message: LatchMessages.walletConnectFailed.text, details: 'socket closed' });
  });

  it('keeps a LatchError as it is', () => {
    const error = new LatchError(ErrorMessages.chainRequired);
    expect(connectionError(error)).toBe(error);
  });
});
