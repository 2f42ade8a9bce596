// The local world (dev and tests) is one explicit setting, LATCH_ENV=local, never guessed from
// NODE_ENV or the address the services bind: a deployment that forgets NODE_ENV, or binds
// 127.0.0.1 behind a proxy, must not serve the dev mailbox, the stand-ins for the social providers,
// the dev faucet or the onramp's treasury payouts, nor start without its secrets.

/** The variable that says which world the services run in, and its values. */
export const WORLD_VARIABLE = 'LATCH_ENV';
export const LOCAL_WORLD = 'local';
export const WORLDS = [LOCAL_WORLD, 'production'] as const;

/** Whether `env` says the local world: LATCH_ENV=local. */
export const isLocalWorld = (env: Record<string, string | undefined> = process.env): boolean => env[WORLD_VARIABLE] === LOCAL_WORLD;

/** What a configuration line asks for that runs in the local world only, said for the person starting it. */
export const localWorldOnly = (what: string) => `${what} runs in the local world only: set ${WORLD_VARIABLE}=${LOCAL_WORLD}, or start without it`;
