// What a build of the frame is made for, from the environment at build time: the services its
// page calls (baked into the bundle; the chains' nodes and bundlers it reaches through them), the
// dApp origins that may embed it (its security headers, securityHeaders.ts), and whether it is the
// local world's (LATCH_ENV=local, as for the services: only there does a new account ask the dev
// faucet for funds; never guessed from where the services are). Unset, the addresses are the local
// world's, on the host and ports the build configuration passes (moved by the same variables).
import { z } from 'zod';

export const ANCESTORS_VARIABLE = 'LATCH_WALLET_FRAME_ANCESTORS';
/** The services' variable that says the world, and its local value (`@latch/services`' localWorld.ts; copied, held equal by test/wireFacts.test.ts). */
export const WORLD_VARIABLE = 'LATCH_ENV';
export const LOCAL_WORLD = 'local';
const WORLDS = [LOCAL_WORLD, 'production'] as const;
/** Written beside index.html by a build for the local world only: the local stack serves no other. */
export const LOCAL_WORLD_MARKER = 'local-world.txt';
const worldSchema = z.enum(WORLDS, { error: `must be ${WORLDS[0]} (the local world) or ${WORLDS[1]}` }).optional();

/** Where the local world listens, for what the environment leaves unset. */
export interface LocalWorldAddresses {
  host: string;
  ports: { demo: number; services: number };
}

export interface FrameBuildSettings {
  servicesUrl: string;
  /** The dApp origins that may embed the frame (CSP frame-ancestors). */
  ancestors: string[];
  /** Built for the local world (LATCH_ENV=local): new accounts ask the dev faucet for funds. */
  localWorld: boolean;
}

/** An origin as a browser sends it, a trailing slash forgiven: scheme, host and port. */
const origin = z
  .string()
  .transform((text) => text.trim().replace(/\/$/, ''))
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
    } catch {
      return false;
    }
  }, 'must be origins such as https://app.example (scheme, host and port), separated by commas');

const ancestorsSchema = z
  .string()
  .transform((list) => list.split(',').filter((entry) => entry.trim() !== ''))
  .pipe(z.array(origin).min(1, 'must name at least one origin'));

export function frameBuildSettings(env: Record<string, string | undefined>, { host, ports }: LocalWorldAddresses): FrameBuildSettings {
  const local = (port: number) => `http://${host}:${port}`;
  const listed = env[ANCESTORS_VARIABLE];
  let ancestors = [local(ports.demo), `http://localhost:${ports.demo}`];
  if (listed) {
    const parsed = ancestorsSchema.safeParse(listed);
    if (!parsed.success) throw new Error(`${ANCESTORS_VARIABLE}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    ancestors = parsed.data;
  }
  const world = worldSchema.safeParse(env[WORLD_VARIABLE] || undefined);
  if (!world.success) throw new Error(`${WORLD_VARIABLE}: ${world.error.issues.map((issue) => issue.message).join('; ')}`);
  return {
    servicesUrl: env.LATCH_SERVICES_URL || local(ports.services),
    ancestors,
    localWorld: world.data === LOCAL_WORLD,
  };
}
