import { createSelector } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { LatchState } from '../../store/rootReducer.js';

/**
 * How the modal names a namespace to a person: the label its adapter declares (`rules.label`), or, for
 * a configured network whose namespace has no adapter, the namespace itself. A function of the namespace.
 */
export const selectNamespaceLabel = createSelector(
  [(state: LatchState) => state.options.namespaceRules],
  (rules) =>
    (namespace: ChainNamespace): string =>
      rules[namespace]?.label ?? namespace,
);
