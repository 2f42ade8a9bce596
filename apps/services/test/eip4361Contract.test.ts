// Core writes and reads EIP-4361 messages by an ABNF of its own (core may not import viem), and the
// services read the Farcaster sign-in's EIP-4361 with viem's parseSiweMessage. This holds the two to
// each other: what core writes is what viem writes and reads, and what viem writes core reads.
import { eip4361Message, parseEip4361Message, type Eip4361Data, type Eip55Address } from '@latch/core';
import { getAddress } from 'ethers';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';

const address = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8') as Eip55Address & `0x${string}`;
const issuedAt = new Date('2026-11-25T08:00:00.000Z');
const expiresAt = new Date('2026-11-25T08:10:00.000Z');

/** A session's data with every field a message needs. */
type Session = Eip4361Data & Required<Pick<Eip4361Data, 'domain' | 'uri' | 'nonce' | 'issuedAt'>>;

const sessions: [string, Session, string | undefined][] = [
  ['with a statement and an expiry', { domain: 'app.example.com', accountAddress: address, chainId: 'eip155:1', uri: 'https://app.example.com/login', nonce: 'a1B2c3D4e5', issuedAt: issuedAt.toISOString(), expirationTime: expiresAt.toISOString() }, 'Sign in to Example.'],
  ['without a statement, on a port of localhost', { domain: 'localhost:5173', accountAddress: address, chainId: 'eip155:31337', uri: 'http://localhost:5173/', nonce: '12345678', issuedAt: issuedAt.toISOString() }, undefined],
  ['on an IP address, a chain with a long id', { domain: '127.0.0.1:8787', accountAddress: address, chainId: 'eip155:1313161554', uri: 'http://127.0.0.1:8787/a?b=c#d', nonce: 'zzzzzzzzzzzzzzzzzzzz', issuedAt: issuedAt.toISOString() }, 'Punctuation: ok, fine; (really) - yes!'],
];

/** A session's data as viem's fields. */
const viemFields = (data: Session, statement: string | undefined) => ({
  domain: data.domain,
  address,
  uri: data.uri,
  version: '1' as const,
  chainId: Number(data.chainId.split(':')[1]),
  nonce: data.nonce,
  issuedAt: new Date(data.issuedAt),
  ...(data.expirationTime && { expirationTime: new Date(data.expirationTime) }),
  ...(statement !== undefined && { statement }),
});

describe("core's EIP-4361 messages against viem's", () => {
  it.each(sessions)('are what viem writes, %s', (_case, data, statement) => {
    expect(eip4361Message(data, statement)).toBe(createSiweMessage(viemFields(data, statement)));
  });

  it.each(sessions)('read back by viem field for field, %s', (_case, data, statement) => {
    expect(parseSiweMessage(eip4361Message(data, statement))).toEqual(viemFields(data, statement));
  });

  it('read what viem writes with every optional field', () => {
    const message = createSiweMessage({
      scheme: 'https',
      domain: 'app.example.com',
      address,
      statement: 'Sign in to Example.',
      uri: 'https://app.example.com/login',
      version: '1',
      chainId: 10,
      nonce: 'a1B2c3D4e5',
      issuedAt,
      expirationTime: expiresAt,
      notBefore: issuedAt,
      requestId: 'request-1',
      resources: ['https://example.com/terms', 'farcaster://fid/1'],
    });
    expect(parseEip4361Message(message)).toEqual({
      scheme: 'https',
      domain: 'app.example.com',
      accountAddress: address,
      statement: 'Sign in to Example.',
      uri: 'https://app.example.com/login',
      chainId: 'eip155:10',
      nonce: 'a1B2c3D4e5',
      issuedAt: issuedAt.toISOString(),
      expirationTime: expiresAt.toISOString(),
      notBefore: issuedAt.toISOString(),
      requestId: 'request-1',
      resources: ['https://example.com/terms', 'farcaster://fid/1'],
    });
  });

  it('both refuse an address that is not 0x and 40 hex digits', () => {
    const [, data, statement] = sessions[0]!;
    const unprefixed = eip4361Message(data, statement).replace(address, address.slice(2));
    expect(parseEip4361Message(unprefixed)).toBeUndefined();
    expect(parseSiweMessage(unprefixed).address).toBeUndefined();
  });
});
