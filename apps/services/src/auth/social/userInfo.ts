// Who signed in at an OAuth 2 provider: its user-info endpoint, called with the access token, in
// that provider's own JSON. Each format says where the subject, the email, the name and the picture
// are, and when the provider vouches for the email (its verified-email rule):
// - oidc: OpenID's claims, `email_verified` true (the stand-ins; any OpenID provider's user info).
// - github: `/user` for the id, and the `primary` entry of `/user/emails` when it is `verified`.
// - discord: `/users/@me`'s `email` when `verified` is true.
// - x: `/2/users/me`'s `confirmed_email` (X gives it only when confirmed, to apps it grants it).
// - facebook: `/me`'s `email`, with no flag saying Facebook verified it: it names the identity and
//   reaches no account (providers.ts, emailLinksAccounts).
// Every answer is parsed with zod: one without a subject is refused, one without a vouched-for
// email reads as unverified.
import { z } from 'zod';
import type { OAuth2ProviderConfig } from './providers.js';
import { providerFetch } from './tokenExchange.js';

export const USER_INFO_FORMATS = ['oidc', 'github', 'discord', 'x', 'facebook'] as const;
export type UserInfoFormat = (typeof USER_INFO_FORMATS)[number];

export interface UserInfo {
  subject: string;
  /** The address the provider vouches for, or null. */
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** Why a user-info answer was refused, in the words the refusal ends with. */
export const USER_INFO_REFUSALS = {
  unauthorized: 'it did not take the access token',
  failed: 'it did not answer',
  malformed: 'it is not the shape this provider answers in',
} as const;
export type UserInfoRefusal = keyof typeof USER_INFO_REFUSALS;

export class UserInfoRefused extends Error {
  constructor(readonly reason: UserInfoRefusal) {
    super(reason);
  }
}

export const emailClaim = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const nameClaim = z.string().max(200);
export const pictureClaim = z.url({ protocol: /^https?$/ }).max(2048);
/** OpenID's flag, which Apple writes as a string. */
export const emailVerifiedFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((flag) => flag === 'true')]);
const providerId = z.union([z.string().regex(/^[\w.-]{1,255}$/), z.number().int().nonnegative()]).transform(String);

const info = (subject: string, email: string | null | undefined, name: string | null | undefined, picture: string | null | undefined): UserInfo => ({
  subject,
  email: email ?? null,
  name: name ?? null,
  picture: picture ?? null,
});

const formats = {
  oidc: z
    .object({ sub: z.string().min(1).max(255), email: emailClaim.optional(), email_verified: emailVerifiedFlag.optional(), name: nameClaim.optional(), picture: pictureClaim.optional() })
    .transform((user) => info(user.sub, user.email_verified === true ? user.email : null, user.name, user.picture)),
  github: z
    .object({ id: providerId, login: nameClaim, name: nameClaim.nullish(), avatar_url: pictureClaim.nullish() })
    .transform((user) => info(user.id, null, user.name ?? user.login, user.avatar_url)),
  discord: z
    .object({ id: providerId, username: nameClaim, global_name: nameClaim.nullish(), email: emailClaim.nullish(), verified: z.boolean().optional(), avatar: z.string().regex(/^\w{1,64}$/).nullish() })
    .transform((user) =>
      info(user.id, user.verified === true ? user.email : null, user.global_name ?? user.username, user.avatar ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png` : null),
    ),
  x: z
    .object({ data: z.object({ id: providerId, name: nameClaim, username: nameClaim, confirmed_email: emailClaim.optional(), profile_image_url: pictureClaim.optional() }) })
    .transform(({ data }) => info(data.id, data.confirmed_email, data.name, data.profile_image_url)),
  facebook: z
    .object({ id: providerId, name: nameClaim.optional(), email: emailClaim.optional(), picture: z.object({ data: z.object({ url: pictureClaim }) }).optional() })
    .transform((user) => info(user.id, user.email, user.name, user.picture?.data.url)),
} satisfies Record<UserInfoFormat, z.ZodType<UserInfo>>;

const githubEmails = z.array(z.object({ email: emailClaim, primary: z.boolean(), verified: z.boolean() })).max(100);

/** The user-info answer (and GitHub's address list) read in `format`; throws UserInfoRefused('malformed'). */
export function readUserInfo(format: UserInfoFormat, answer: unknown, emails?: unknown): UserInfo {
  const parsed = formats[format].safeParse(answer);
  if (!parsed.success) throw new UserInfoRefused('malformed');
  if (format !== 'github') return parsed.data;
  const listed = githubEmails.safeParse(emails);
  if (!listed.success) throw new UserInfoRefused('malformed');
  return { ...parsed.data, email: listed.data.find((entry) => entry.primary && entry.verified)?.email ?? null };
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  // GitHub's API refuses a request without a User-Agent.
  const response = await providerFetch(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Latch-Services' } });
  if (response.status === 401 || response.status === 403) throw new UserInfoRefused('unauthorized');
  if (!response.ok) throw new UserInfoRefused('failed');
  return response.json().catch(() => {
    throw new UserInfoRefused('malformed');
  });
}

/** Who the access token belongs to, read from the provider's user info. */
export async function fetchUserInfo(config: OAuth2ProviderConfig, accessToken: string): Promise<UserInfo> {
  const answer = await getJson(config.userInfoEndpoint, accessToken);
  const emails = config.userInfoFormat === 'github' ? await getJson(config.emailsEndpoint!, accessToken) : undefined;
  return readUserInfo(config.userInfoFormat, answer, emails);
}
