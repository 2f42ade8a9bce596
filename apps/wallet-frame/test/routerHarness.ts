// An RpcRouter over a fake node, a signer that records, and an approval prompt the test answers
// by hand: the router's tests, split by what they cover, share it.
import { ApprovalQueue, type ApprovalPrompt } from '../src/approval/queue.js';
import { Networks } from '../src/networks.js';
import { frameNetworks } from './devnetNetworks.js';
import type { ApprovalSummary } from '../src/rpc/describe.js';
import { RpcRouter, type RpcAccount } from '../src/rpc/router.js';
import type { EvmSigner } from '../src/rpc/signer.js';
import { fakeNode, type NodeAnswers } from './fakeNode.js';

/** The account's address (of the private key 0x22…22). */
export const ADDRESS = '0x1563915e194D8CfBA1943570603F7606A3115508';
export const TO = `0x${'ab'.repeat(20)}`;
export const ORIGIN = 'http://127.0.0.1:5173';

/** A prompt the test answers by hand. */
export class ManualPrompt implements ApprovalPrompt {
  asked: ApprovalSummary[] = [];
  events: string[] = [];
  #answer: ((approved: boolean) => void) | undefined;
  ask(summary: ApprovalSummary) {
    this.asked.push(summary);
    this.events.push(`ask ${summary.method}`);
    return new Promise<boolean>((resolve) => (this.#answer = resolve));
  }
  working() {
    this.events.push('working');
  }
  done() {
    this.events.push('done');
  }
  answer(approved: boolean) {
    const answer = this.#answer;
    this.#answer = undefined;
    answer?.(approved);
  }
  cancel() {
    const waiting = this.#answer !== undefined;
    this.answer(false);
    return waiting;
  }
}

export function routerHarness({ connected = true, answers = {} as NodeAnswers } = {}) {
  const networks = new Networks(frameNetworks('http://127.0.0.1:8545'));
  const prompt = new ManualPrompt();
  const notified: string[] = [];
  const approvals = new ApprovalQueue(prompt, (event) => {
    notified.push(event.type === 'APPROVAL_REQUESTED' ? `${event.type} ${event.method}` : event.type);
    prompt.events.push(event.type);
  });
  const signer: EvmSigner = {
    address: ADDRESS,
    personalSign: jest.fn(async () => '0xsigned'),
    signTypedData: jest.fn(async () => '0xtyped'),
    sendTransaction: jest.fn(async () => `0x${'12'.repeat(32)}`),
  };
  const account: RpcAccount = { address: ADDRESS, signer: async () => signer };
  const node = fakeNode({ answers: { eth_blockNumber: () => '0x10', ...answers } });
  const forward = jest.fn(async (_network: unknown, method: string, params: unknown): Promise<unknown> => node.call(method, params as unknown[]));
  const router = new RpcRouter({ networks, currentNetwork: () => networks.default, account: async () => (connected ? account : undefined), forward, approvals });
  const request = (method: string, params?: unknown, chainId?: string | number) => router.request({ method, params, ...(chainId === undefined ? {} : { chainId }) }, { origin: ORIGIN, dappName: 'Demo' });
  return { router, prompt, notified, signer, forward, node, request, approvals };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
