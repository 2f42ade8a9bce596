// A network node for unit tests: answers the calls that fill, sign and describe a transaction, and
// records the raw transactions sent. `answers` replaces or adds methods.
import { Transaction } from 'ethers';
import type { NodeCall } from '../src/rpc/fill.js';

type Answer = (params: unknown[]) => unknown;
export type NodeAnswers = Record<string, Answer>;

export function fakeNode({ baseFee = '0x3b9aca00' as string | null, answers = {} as NodeAnswers } = {}) {
  const sent: string[] = [];
  const defaults: NodeAnswers = {
    eth_getTransactionCount: () => '0x7',
    eth_estimateGas: () => '0x5208',
    eth_getBlockByNumber: () => ({ number: '0x1', baseFeePerGas: baseFee }),
    eth_maxPriorityFeePerGas: () => '0x2',
    eth_gasPrice: () => '0x9',
    eth_sendRawTransaction: ([raw]) => {
      sent.push(raw as string);
      return Transaction.from(raw as string).hash;
    },
  };
  const call = jest.fn(async (method: string, params: unknown[]) => {
    const answer = answers[method] ?? defaults[method];
    if (!answer) throw new Error(`unexpected ${method}`);
    return answer(params);
  });
  return { call: call as unknown as NodeCall & jest.Mock, sent };
}
