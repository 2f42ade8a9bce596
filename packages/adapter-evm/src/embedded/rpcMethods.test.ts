// The frame package cannot import core (ARCHITECTURE), so it keeps its own copy of SPEC 6's
// method lists; this adapter sees both and holds them to each other.
import { SAFE_RPC_METHODS as coreSafe, UNSAFE_RPC_METHODS as coreUnsafe } from '@latch/core';
import { SAFE_RPC_METHODS as frameSafe, UNSAFE_RPC_METHODS as frameUnsafe } from '@latch/frame';

it('the frame accepts exactly the RPC methods core knows as safe and unsafe (SPEC 6)', () => {
  expect([...frameSafe].sort()).toEqual([...coreSafe].sort());
  expect([...frameUnsafe].sort()).toEqual([...coreUnsafe].sort());
});
