// The page's settings: the project from its own URL (`?projectId=…&v=…`, as @latch/frame's client
// builds it), the services and the world from what the build baked in; the chains come from the services at
// start (chainNetworks.ts). Checked with zod.
import * as z from 'zod/mini';

export interface FramePageConfig {
  projectId: string;
  /** The protocol version the app asked for (`v`), if any. */
  version: string | undefined;
  servicesUrl: string;
  /** The build is the local world's (LATCH_ENV=local at build time): only there does a new account ask the dev faucet for funds. */
  localWorld: boolean;
}

const httpUrl = z.string().check(
  z.refine((value) => {
    if (!URL.canParse(value)) return false;
    const { protocol, username, password } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && !username && !password;
  }, 'must be an http:// or https:// URL'),
);

const schema = z.object({
  projectId: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be 1 to 128 letters, digits, dots, dashes or underscores')),
  v: z.optional(z.string().check(z.maxLength(32, 'must be at most 32 characters'))),
  services: httpUrl,
});

/** Throws one readable error naming every bad setting. */
export function readPageConfig(search: string, build: { servicesUrl: string; localWorld: boolean }): FramePageConfig {
  const query = new URLSearchParams(search);
  const parsed = schema.safeParse({
    projectId: query.get('projectId') ?? '',
    v: query.get('v') ?? undefined,
    services: build.servicesUrl,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The wallet frame's settings are not valid: ${problems.join('; ')}.`);
  }
  const { projectId, v, services } = parsed.data;
  return {
    projectId,
    version: v,
    servicesUrl: services.replace(/\/+$/, ''),
    localWorld: build.localWorld === true,
  };
}
