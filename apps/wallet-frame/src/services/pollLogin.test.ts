import { pollLogin } from './pollLogin.js';

describe('a login waiting on the services', () => {
  it('asks again until an answer settles it', async () => {
    const answers = [{ status: 'pending' }, { status: 'pending' }, { status: 'approved', who: 'ada' }];
    const ask = jest.fn(async () => answers.shift()!);
    await expect(pollLogin(ask, (answer) => (answer.status === 'approved' ? answer.who : undefined))).resolves.toBe('ada');
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('ends with the first ask that fails', async () => {
    const refused = new Error('This device was refused');
    const ask = jest.fn().mockResolvedValueOnce({ status: 'pending' }).mockRejectedValueOnce(refused);
    await expect(pollLogin(ask, () => undefined)).rejects.toBe(refused);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
