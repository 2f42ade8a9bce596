// oidc-provider's storage for the stand-ins: every session, interaction, code and grant in a Map
// that lives as long as the process, dropped at its expiry. A dev stand-in needs nothing more (a
// restart signs everyone out), and an adapter of our own keeps oidc-provider from warning at each
// start that its built-in one is for quick starts only.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export function memoryAdapterFactory(): (model: string) => Adapter {
  /** Every model's entries, keyed `model:id`, so grants can revoke across models. */
  const entries = new Map<string, Entry>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [key] of entries) {
        if (!key.startsWith(`${model}:`)) continue;
        const payload = live(key);
        if (payload?.[field] === value) return payload;
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        sweep();
        entries.set(keyOf(id), { payload, expiresAt: expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000 });
      },
      async find(id) {
        return live(keyOf(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
}
