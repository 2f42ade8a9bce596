import type { ConnectorInfo } from '@latch/core';
import type { EIP1193Provider } from '../provider.js';

/** A connector: the plain data core shows, plus the provider it connects through. */
export interface EvmConnector extends ConnectorInfo {
  getProvider(): EIP1193Provider | undefined;
}

/** The plain-data part of a connector, which core may keep in its store. */
export const toConnectorInfo = ({ getProvider: _provider, ...info }: EvmConnector): ConnectorInfo => info;
