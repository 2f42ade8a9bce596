/**
 * @jest-environment node
 */
// @latch/frame may not import core (ARCHITECTURE.md), so it keeps copies of the few wire facts that
// `@latch/core/api` owns and the frame protocol checks too. The wallet frame sees both packages:
// this holds each copy equal to its owner.
import { REQUEST_TIMEOUT_MS, SOCIAL_PROVIDERS, SOLANA_ADDRESS_PATTERN } from '@latch/core/api';
import { FRAME_REQUEST_TIMEOUT_MS, socialProviderSchema, SOLANA_ADDRESS_PATTERN as FRAME_SOLANA_ADDRESS_PATTERN } from '@latch/frame/host';
import { frameChainsResponseSchema as servicesChainsSchema, LOCAL_WORLD, WORLD_VARIABLE } from '@latch/services';
import { toJSONSchema as classicJsonSchema } from 'zod';
import { toJSONSchema as miniJsonSchema } from 'zod/mini';
import { LOCAL_WORLD as FRAME_LOCAL_WORLD, WORLD_VARIABLE as FRAME_WORLD_VARIABLE } from '../src/node/buildSettings.js';
import { frameChainsResponseSchema } from '../src/services/chainsSchema.js';

describe("the frame protocol's copies of @latch/core/api's wire facts", () => {
  it('name the same social providers, in the same order', () => {
    expect(socialProviderSchema.options).toEqual([...SOCIAL_PROVIDERS]);
  });

  it('write a Solana address alike', () => {
    expect(FRAME_SOLANA_ADDRESS_PATTERN).toBe(SOLANA_ADDRESS_PATTERN);
  });

  it("wait for an answer as long as a call to the services may take (SPEC 9's 30 s)", () => {
    expect(FRAME_REQUEST_TIMEOUT_MS).toBe(REQUEST_TIMEOUT_MS);
  });
});

describe("the frame's copy of the services' GET /v1/chains schema", () => {
  it('checks the same shape as the services answer with', () => {
    expect(miniJsonSchema(frameChainsResponseSchema)).toEqual(classicJsonSchema(servicesChainsSchema));
  });
});

describe("the frame build's copy of the services' world setting", () => {
  it('reads the same variable for the same local world (LATCH_ENV=local)', () => {
    expect([FRAME_WORLD_VARIABLE, FRAME_LOCAL_WORLD]).toEqual([WORLD_VARIABLE, LOCAL_WORLD]);
  });
});
