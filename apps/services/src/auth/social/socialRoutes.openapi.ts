// The social login's routes (socialRoutes.ts, linkRoutes.ts) for the OpenAPI document.
import { linkAskedResponseSchema, linkResentResponseSchema, pendingResponseSchema, SOCIAL_PROVIDERS, socialCompletionSchema, socialStartResponseSchema, VERIFY_LINK } from '@latch/core/api';
import { z } from 'zod';
import { EXAMPLE_TIME, EXAMPLE_TOKEN } from '../../openapi/examples.js';
import { answer, refusal, type ResponseDoc, type RouteDoc } from '../../openapi/routeDoc.js';
import { EXAMPLE_SOCIAL_COMPLETION, EXAMPLE_USER, proofHeaders } from '../answers.openapi.js';
import { socialChoiceSchema, socialLinkSchema } from './linkRoutes.js';
import { SOCIAL_MESSAGES, SOCIAL_SAID } from './messages.js';
import { socialProviderSchema } from './providers.js';
import { callbackFormSchema, callbackQuerySchema, socialCompleteSchema, socialStartSchema } from './socialRoutes.js';
import { errorBody } from '../../http/errors.js';
import { emailThrottled } from '../messages.js';

const tag = 'Social login';
const callbackPage: ResponseDoc = {
  description: 'A page that hands the login back to the frame and closes',
  schema: z.string(),
  type: 'text/html',
  example: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed in</title></head><body><p>You can close this window.</p></body></html>',
};
const provider = z.object({ provider: socialProviderSchema });
const frame = { tag, method: 'post' as const, headers: proofHeaders, limited: true };
const completed = answer('The session, with the identity', socialCompletionSchema, EXAMPLE_SOCIAL_COMPLETION);

export const socialDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/auth/v1/social/providers',
    tag,
    summary: 'The social logins the services offer',
    responses: { 200: answer('Their names, in SPEC 5’s order', z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) }), { providers: ['google', 'github'] }) },
  },
  {
    ...frame,
    path: '/auth/v1/social/start',
    summary: "Starts a login at a provider: the window's URL",
    body: { schema: socialStartSchema },
    responses: {
      200: answer('Where the frame opens the window, and the login’s state', socialStartResponseSchema, {
        authorizationUrl: 'http://127.0.0.1:3900/auth?client_id=latch&response_type=code&state=' + EXAMPLE_TOKEN,
        state: EXAMPLE_TOKEN,
        expiresAt: EXAMPLE_TIME,
      }),
    },
  },
  {
    ...frame,
    path: '/auth/v1/social/complete',
    summary: 'Waits for the provider’s answer: a session',
    body: { schema: socialCompleteSchema },
    responses: {
      200: completed,
      202: answer('Not yet: ask again', pendingResponseSchema, { status: 'pending' }),
      409: answer("The identity's email is an account's: the code mailed there links them; a reason says, with its id, what held the mail back", linkAskedResponseSchema, {
        ...errorBody(SOCIAL_MESSAGES.consentAsked, [emailThrottled(12)]),
        action: VERIFY_LINK,
        email: EXAMPLE_USER.email,
      }),
    },
  },
  { method: 'get', path: '/auth/callback/:provider', tag, summary: "The provider's redirect", params: provider, query: callbackQuerySchema, responses: { 200: callbackPage } },
  {
    method: 'post',
    path: '/auth/callback/:provider',
    tag,
    summary: "The provider's form post (Apple)",
    params: provider,
    body: { schema: callbackFormSchema, type: 'application/x-www-form-urlencoded' },
    limited: true,
    responses: { 200: callbackPage },
  },
  { ...frame, path: '/auth/v1/social/link', summary: 'Links the identity to the account by the mailed code', body: { schema: socialLinkSchema }, responses: { 200: completed } },
  {
    ...frame,
    path: '/auth/v1/social/link/resend',
    summary: 'Mails another code',
    body: { schema: socialChoiceSchema },
    responses: { 200: answer('Sent', linkResentResponseSchema, { action: VERIFY_LINK }) },
  },
  {
    ...frame,
    path: '/auth/v1/social/separate',
    summary: 'Makes the identity an account of its own',
    body: { schema: socialChoiceSchema },
    responses: { 200: completed, 410: refusal('The login was settled already', SOCIAL_SAID.completed) },
  },
];
