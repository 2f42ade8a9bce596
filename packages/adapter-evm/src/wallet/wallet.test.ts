import { LatchMessages } from '@latch/core';
import * as ethers from '../ethers.js';
import { canonicalAddress, checksummedAddress } from './addresses.js';
import { decodeApproval, erc20TransferData } from './erc20.js';

describe('erc20TransferData', () => {
  it("encodes transfer(address,uint256) with ethers' Interface", () => {
    expect(erc20TransferData(ethers, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 1_500_000n)).toBe(
      '0xa9059cbb0000000000000000000000003c44cdddb6a900fa2b585dd299e03d12fa4293bc000000000000000000000000000000000000000000000000000000000016e360',
    );
    expect(erc20TransferData(ethers, '0x0000000000000000000000000000000000000001', 2n ** 256n - 1n)).toBe(
      `0xa9059cbb${'0'.repeat(63)}1${'f'.repeat(64)}`,
    );
  });
});

describe('decodeApproval', () => {
  const SPENDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  const approve = (amount: bigint) => new ethers.Interface(['function approve(address,uint256)']).encodeFunctionData('approve', [SPENDER, amount]);

  it("reads approve(spender, amount) with ethers' Interface, the spender checksummed", async () => {
    await expect(decodeApproval(approve(1_500_000n))).resolves.toEqual({ spender: SPENDER, amount: 1_500_000n });
    await expect(decodeApproval(approve(2n ** 256n - 1n).toUpperCase().replace('0X', '0x'))).resolves.toEqual({ spender: SPENDER, amount: 2n ** 256n - 1n });
  });

  it.each([
    ['another call', erc20TransferData(ethers, SPENDER, 1n)],
    ['trailing bytes', `${approve(1n)}00`],
    ['a short argument', approve(1n).slice(0, -2)],
    ['dirty padding above the address', `0x095ea7b3${'f'.repeat(24)}${approve(1n).slice(34)}`],
    ['no calldata', '0x'],
  ])('reads %s as no approval', async (_, data) => {
    await expect(decodeApproval(data)).resolves.toBeUndefined();
  });
});

describe('checksummedAddress', () => {
  it('is the adapter\'s canonical address, ethers loaded for it', async () => {
    await expect(canonicalAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')).resolves.toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  });

  it('refuses, for a sign-in message, an address whose mixed case is a wrong checksum, saying why no message was written', async () => {
    await expect(canonicalAddress('0x3c44CdDdB6a900fa2b585dd299e03d12FA4293BC')).rejects.toMatchObject({ name: 'LatchError', message: LatchMessages.signInAddressNotChecksummed.text });
    expect(LatchMessages.signInAddressNotChecksummed.text).toMatch(/^No sign-in message was written/);
  });

  it('gives the EIP-55 checksummed form of a lower-case, upper-case or already checksummed address', () => {
    expect(checksummedAddress(ethers, '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    expect(checksummedAddress(ethers, '0x3C44CDDDB6A900FA2B585DD299E03D12FA4293BC')).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    expect(checksummedAddress(ethers, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  });

  it.each([
    ['malformed', '0xnot-an-address'],
    ['empty', ''],
    ['one digit short', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293B'],
    ['one digit long', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC0'],
    ['mixed case with a wrong checksum', '0x3c44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
  ])('refuses one that is %s with "%s"', (_, address) => {
    expect(() => checksummedAddress(ethers, address)).toThrow(expect.objectContaining({ name: 'LatchError', message: LatchMessages.invalidReceiver.text, details: address }));
  });
});
