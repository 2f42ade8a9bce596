import { FRAME_TIMEOUTS } from './timeouts.js';

// SPEC 9 to the letter: a change here is a change of the product.
it('has the frame timeouts of SPEC 9: 20 s to load, 30 s for a request, 3 s to sign out', () => {
  expect(FRAME_TIMEOUTS).toMatchObject({ load: 20_000, request: 30_000, signOut: 3_000 });
});
