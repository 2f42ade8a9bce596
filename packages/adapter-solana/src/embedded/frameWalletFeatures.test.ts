// When the Solana adapter is the first to ask for the instance's embedded session, it makes it with
// the config's features as adapter-evm does, so the frame hears of smart sessions either way.
import { systemClock } from '@latch/core';
import { createAdapterContext } from '@latch/core/testing';
import { createEmbeddedSession, type EmbeddedSession } from '@latch/frame';
import { embeddedSolanaWallets } from './frameWallet.js';

jest.mock('@latch/frame', () => ({ ...jest.requireActual('@latch/frame'), createEmbeddedSession: jest.fn(() => ({ join: () => () => {} }) as unknown as EmbeddedSession) }));

const made = () => jest.mocked(createEmbeddedSession).mock.calls.at(-1)?.[0];
const options = { frameUrl: 'http://127.0.0.1:5174/' };

it("makes the embedded session with the config's features, and without any when the config gives none", () => {
  embeddedSolanaWallets(options, createAdapterContext({ projectId: 'latch-test', clock: systemClock, features: { smartSessions: true } }), () => {});
  expect(made()).toMatchObject({ projectId: 'latch-test', features: { smartSessions: true } });
  embeddedSolanaWallets(options, createAdapterContext({ projectId: 'latch-test', clock: systemClock }), () => {});
  expect(made()).not.toHaveProperty('features');
});
