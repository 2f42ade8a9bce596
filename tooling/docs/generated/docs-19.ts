// From docs/adapters.md, block 19.
import { describeAdapterConformance } from '@latch/core/testing';

// cosmosAdapter: your factory (the skeleton above); cosmosHub: a CaipNetwork of your namespace.

describeAdapterConformance({ describe, it }, 'cosmosAdapter', () => ({
  create: cosmosAdapter,
  network: cosmosHub,
  addresses: {
    valid: ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'],
    invalid: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'cosmos1', ''],
  },
  wallet: { connectorId: 'keplr', address: 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02' },
}));
export {};
