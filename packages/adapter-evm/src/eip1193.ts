// zod/mini: the tree-shakable build, so schemas in the dApp's bundle cost a few kB, not the whole library.
import { EVM_ADDRESS } from '@latch/core/api';
import * as z from 'zod/mini';

import { isEip1193Provider, type EIP1193Provider } from './provider.js';
import { parseChainId } from './chainId.js';

export { parseChainId };

export type { EIP1193Provider };

/** EIP-6963 provider info. The icon must be an image data URI, so announcing a wallet cannot make us fetch anything. */
export const providerInfoSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.regex(/^data:image\/[a-z0-9.+-]+[;,]/i, 'icon must be an image data URI')),
  rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'rdns must be a reverse domain name')),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

export const providerDetailSchema = z.object({
  info: providerInfoSchema,
  provider: z.custom<EIP1193Provider>(isEip1193Provider, 'provider must have a request function'),
});

export const accountsSchema = z.array(z.string().check(z.regex(EVM_ADDRESS, 'not an EVM address')));

