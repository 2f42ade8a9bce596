// The social logins, as the client, the wallet frame and the services name them. No zod here:
// Connect draws its social row from these on first paint.

/** SPEC 5: a social provider is one of these. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * SPEC 9's default remote features: the socials a project offers, in their order, when the
 * services' config says nothing else (Farcaster, a login of its own, among them). The services
 * start a new project's `social_login` feature with this list, and the client falls back to it.
 */
export const DEFAULT_REMOTE_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
