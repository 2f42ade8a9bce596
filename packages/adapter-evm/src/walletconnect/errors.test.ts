import { LatchError } from '@latch/core';
import { connectionError, WALLET_CONNECT_DECLINED, WALLET_CONNECT_FAILED } from './errors.js';

describe('connectionError', () => {
  it.each([4001, 5000, 5001, 5002, 5003])('says the wallet declined for code %i', (code) => {
    const error = connectionError({ code, message: 'User rejected.' });
    expect(error).toBeInstanceOf(LatchError);
    expect(error).toMatchObject({ message: WALLET_CONNECT_DECLINED, details: 'User rejected.' });
  });

  it('says the connection could not be made for anything else, with the reason in details', () => {
    expect(connectionError(new Error('Proposal expired'))).toMatchObject({ message: WALLET_CONNECT_FAILED, details: 'Proposal expired' });
    expect(connectionError({ code: 5100, message: 'Unsupported chains.' })).toMatchObject({ message: WALLET_CONNECT_FAILED, details: 'Unsupported chains.' });
  });

  it('keeps a LatchError as it is', () => {
    const error = new LatchError('Chain is required to perform this action');
    expect(connectionError(error)).toBe(error);
  });
});
