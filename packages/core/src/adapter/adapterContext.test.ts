import { systemClock } from '../clock/clock.js';
import { createAdapterContext } from './adapterContext.js';

describe('createAdapterContext', () => {
  it('shares one object per key within a context, made once, and none across contexts', () => {
    const first = createAdapterContext({ projectId: 'shop', clock: systemClock });
    const second = createAdapterContext({ projectId: 'shop', clock: systemClock });
    const create = jest.fn(() => ({ session: Symbol('session') }));
    const fromEvm = first.share('walletconnect', create);
    expect(first.share('walletconnect', create)).toBe(fromEvm);
    expect(first.share('frame', () => 'frame')).toBe('frame');
    expect(second.share('walletconnect', create)).not.toBe(fromEvm);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
