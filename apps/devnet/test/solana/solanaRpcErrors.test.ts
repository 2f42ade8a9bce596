import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SendTransactionError, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import WebSocket from 'ws';
import { resolvePorts, startSolanaDevnet, type SolanaDevnet } from '../../src/index.js';
import { devKeypair, rpc, type RpcAnswer } from './solanaTestClient.js';

let devnet: SolanaDevnet;
let connection: Connection;
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 });
  connection = new Connection(devnet.rpcUrl, 'confirmed');
});
afterAll(() => devnet?.stop());

const call = (method: string, params?: unknown) => rpc(devnet.rpcUrl, { jsonrpc: '2.0', id: 7, method, ...(params === undefined ? {} : { params }) });

/** Every balance of the dev keypairs and of the treasury, to show a refused transaction changed nothing. */
async function chainBalances(): Promise<number[]> {
  const keys = [...devnet.accounts, devnet.treasury].map((account) => new PublicKey(account.address));
  return (await connection.getMultipleAccountsInfo(keys)).map((account) => account?.lamports ?? 0);
}

async function signedTransfer(from: Keypair, lamports: number, to = Keypair.generate().publicKey): Promise<Transaction> {
  const transaction = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
  transaction.sign(from);
  return transaction;
}

describe('the local Solana RPC refuses bad requests with JSON-RPC errors', () => {
  it('answers malformed JSON with -32700 and a request that is not JSON-RPC 2.0 with -32600', async () => {
    expect((await rpc(devnet.rpcUrl, '{"jsonrpc": "2.0", "id": 1, "method": ')).json.error).toMatchObject({ code: -32700 });
    const notRpc = await rpc(devnet.rpcUrl, { jsonrpc: '1.0', id: 3, method: 'getSlot' });
    expect(notRpc.json).toMatchObject({ id: 3, error: { code: -32600 } });
    expect(notRpc.json.error.message).toMatch(/jsonrpc/);
    expect((await rpc(devnet.rpcUrl, [])).json.error).toMatchObject({ code: -32600 });
    expect((await rpc(devnet.rpcUrl, 'null')).json.error).toMatchObject({ code: -32600 });
  });

  it('answers an unknown method with -32601', async () => {
    expect((await call('getEverything')).json.error).toEqual({ code: -32601, message: 'Method not found: getEverything' });
  });

  it('answers params of the wrong type with -32602 naming the bad param', async () => {
    const wrongType = await call('getBalance', [42]);
    expect(wrongType.json.error.code).toBe(-32602);
    expect(wrongType.json.error.message).toMatch(/params\.0/);
    const notKey = await call('getBalance', ['not-a-key']);
    expect(notKey.json.error.message).toMatch(/not a valid base58 public key/);
    expect((await call('getBalance', { pubkey: devnet.accounts[0]!.address })).json.error.message).toMatch(/params must be an array/);
    expect((await call('getSlot', [{ commitment: 'eventually' }])).json.error.code).toBe(-32602);
    expect((await call('requestAirdrop', [devnet.accounts[0]!.address, -5])).json.error.code).toBe(-32602);
  });

  it('answers garbage transactions with -32602: bad base64, bad base58, bytes that are no transaction, too large', async () => {
    const base64 = await call('sendTransaction', ['%%%not base64%%%', { encoding: 'base64' }]);
    expect(base64.json.error).toMatchObject({ code: -32602, message: expect.stringMatching(/not valid base64/) });
    const base58 = await call('sendTransaction', ['0OIl']);
    expect(base58.json.error.message).toMatch(/not valid base58/);
    const garbage = await call('sendTransaction', [Buffer.from('hello, this is not a transaction').toString('base64'), { encoding: 'base64' }]);
    expect(garbage.json.error.message).toMatch(/failed to deserialize/);
    const huge = await call('simulateTransaction', ['A'.repeat(4000), { encoding: 'base64' }]);
    expect(huge.json.error.message).toMatch(/too large/);
    expect((await call('getFeeForMessage', ['AAAA'])).json.error.code).toBe(-32602);
  });

  it('refuses a body over the limit with 413 and keeps serving', async () => {
    const oversized = await rpc(devnet.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getSlot', params: ['x'.repeat(300 * 1024)] });
    expect(oversized.status).toBe(413);
    expect(oversized.json.error).toMatchObject({ code: -32600, message: expect.stringMatching(/larger than/) });
    expect((await call('getHealth')).json.result).toBe('ok');
  });

  it('answers a batch request by request and leaves notifications unanswered', async () => {
    const { json } = await rpc<RpcAnswer[]>(devnet.rpcUrl, [
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      { jsonrpc: '2.0', method: 'getSlot' },
    ]);
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: 1, result: expect.any(Number) });
    expect(json[1]).toMatchObject({ id: 2, error: { code: -32601 } });
  });
});

describe('the local Solana chain refuses invalid transactions and stays as it was', () => {
  it('refuses a transfer beyond the balance at preflight, with the runtime logs', async () => {
    const before = await chainBalances();
    const transaction = await signedTransfer(devKeypair(devnet, 0), 5000 * LAMPORTS_PER_SOL);
    const error: unknown = await connection.sendRawTransaction(transaction.serialize()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as SendTransactionError).transactionError.message).toMatch(/Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1/);
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/);
    expect(await chainBalances()).toEqual(before);
  });

  it('refuses the same transfer with skipPreflight, the fee not charged', async () => {
    const before = await chainBalances();
    const transaction = await signedTransfer(devKeypair(devnet, 0), 5000 * LAMPORTS_PER_SOL);
    const { json } = await call('sendTransaction', [transaction.serialize().toString('base64'), { encoding: 'base64', skipPreflight: true }]);
    expect(json.error).toMatchObject({ code: -32002, message: expect.stringMatching(/^Transaction failed: /), data: { err: { InstructionError: [0, { Custom: 1 }] } } });
    expect(json.error.data.logs.join('\n')).toMatch(/insufficient lamports/);
    expect(await chainBalances()).toEqual(before);
    expect(await connection.getSignatureStatus(bs58.encode(transaction.signature!))).toMatchObject({ value: null });
  });

  it('refuses a transaction with a forged signature', async () => {
    const before = await chainBalances();
    const transaction = await signedTransfer(devKeypair(devnet, 1), LAMPORTS_PER_SOL);
    const bytes = transaction.serialize();
    bytes[10] = bytes[10]! ^ 0xff;
    for (const skipPreflight of [false, true]) {
      const { json } = await call('sendTransaction', [bytes.toString('base64'), { encoding: 'base64', skipPreflight }]);
      expect(json.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' });
    }
    expect(await chainBalances()).toEqual(before);
  });

  it('refuses a transaction whose fee payer cannot pay and one with an unknown blockhash', async () => {
    const before = await chainBalances();
    const empty = Keypair.generate();
    const broke = await signedTransfer(empty, 1, new PublicKey(devnet.accounts[0]!.address));
    const { json } = await call('sendTransaction', [broke.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(json.error.data.err).toBe('AccountNotFound');

    const stale = new Transaction({ feePayer: devKeypair(devnet, 1).publicKey, recentBlockhash: bs58.encode(Buffer.alloc(32, 7)) });
    stale.add(SystemProgram.transfer({ fromPubkey: devKeypair(devnet, 1).publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }));
    stale.sign(devKeypair(devnet, 1));
    const staleAnswer = await call('sendTransaction', [stale.serialize().toString('base64'), { encoding: 'base64', skipPreflight: true }]);
    expect(staleAnswer.json.error).toMatchObject({ code: -32002, message: 'Transaction failed: Blockhash not found', data: { err: 'BlockhashNotFound' } });
    expect(await chainBalances()).toEqual(before);
  });

  it('lands a transaction once and refuses it when sent again', async () => {
    const transaction = await signedTransfer(devKeypair(devnet, 1), LAMPORTS_PER_SOL);
    const wire = transaction.serialize().toString('base64');
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).json.result).toBe(bs58.encode(transaction.signature!));
    const before = await chainBalances();
    const again = await call('sendTransaction', [wire, { encoding: 'base64' }]);
    expect(again.json.error).toMatchObject({ code: -32002, data: { err: 'AlreadyProcessed' } });
    expect(await chainBalances()).toEqual(before);
  });
});

describe('the local Solana WebSocket', () => {
  it('answers malformed messages with errors and keeps the connection open', async () => {
    const socket = new WebSocket(devnet.wsUrl);
    const answers: RpcAnswer[] = [];
    socket.on('message', (data) => answers.push(JSON.parse(data.toString()) as RpcAnswer));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('{not json');
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: ['nope'] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'signatureUnsubscribe', params: [12345] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'accountSubscribe', params: [devnet.accounts[0]!.address] }));
    for (let waited = 0; answers.length < 5 && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers.map((answer) => answer.error?.code ?? 'result')).toEqual([-32700, -32601, -32602, -32602, 'result']);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});

describe('ports', () => {
  it('reads LATCH_SOLANA_PORT, 8899 by default', () => {
    expect(resolvePorts({}).solana).toBe(8899);
    expect(resolvePorts({ LATCH_SOLANA_PORT: '9100' }).solana).toBe(9100);
  });

  it('refuses to start on a taken port, saying which variable to set', async () => {
    await expect(startSolanaDevnet({ port: devnet.port })).rejects.toThrow(/already in use.*LATCH_SOLANA_PORT/);
    await expect(startSolanaDevnet({ port: devnet.port - 1 })).rejects.toThrow(/already in use.*LATCH_SOLANA_PORT/);
  });
});
