// Sign In With Farcaster's routes (farcasterRoutes.ts) for the OpenAPI document: the frame's, and
// the relay's that a wallet app's @farcaster/auth-client calls.
import { farcasterApprovalResponseSchema, farcasterCancelledResponseSchema, farcasterChannelResponseSchema, farcasterSessionSchema } from '@latch/core/api';
import { z } from 'zod';
import { EXAMPLE_ADDRESS, EXAMPLE_TIME, EXAMPLE_TOKEN } from '../../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../../openapi/routeDoc.js';
import { EXAMPLE_SESSION, proofHeaders } from '../answers.openapi.js';
import { FARCASTER_MESSAGES, FARCASTER_SAID } from './messages.js';
import { FARCASTER_RELAY_PATH, farcasterApprovalSchema, farcasterCancelSchema, farcasterChannelSchema, farcasterCompleteSchema } from './farcasterRoutes.js';

const tag = 'Farcaster login';
const exampleIdentity = { fid: 1234, username: 'ada', displayName: 'Ada', pfpUrl: null, custody: EXAMPLE_ADDRESS };
const channelUrl = `https://farcaster.xyz/~/siwf?channelToken=${EXAMPLE_TOKEN}`;
const signatureParams = { siweUri: 'http://127.0.0.1:5174', domain: '127.0.0.1:5174', nonce: 'f3kq9LxT2bV8', expirationTime: EXAMPLE_TIME };
/** Farcaster's relay status, as auth-client reads it. */
const relayStatus = z.looseObject({ state: z.enum(['pending', 'completed']), nonce: z.string(), url: z.string() });
const relayHeaders = z.object({ authorization: z.string().meta({ description: 'Bearer <channel token>' }) });
const frame = { tag, method: 'post' as const, headers: proofHeaders, limited: true };
const unknownChannel = refusal('No channel has this token', FARCASTER_SAID.unknownChannel);

export const farcasterDocs: RouteDoc[] = [
  {
    ...frame,
    path: '/auth/v1/farcaster/channel',
    summary: 'Opens a sign-in channel: the QR code’s URL',
    body: { schema: farcasterChannelSchema },
    responses: {
      201: answer('The channel', farcasterChannelResponseSchema, {
        channelToken: EXAMPLE_TOKEN,
        url: channelUrl,
        nonce: signatureParams.nonce,
        domain: signatureParams.domain,
        siweUri: signatureParams.siweUri,
        expiresAt: EXAMPLE_TIME,
      }),
    },
  },
  {
    ...frame,
    path: '/auth/v1/farcaster/complete',
    summary: "Waits for the wallet app's approval, then the person's confirmation: a session",
    body: { schema: farcasterCompleteSchema },
    responses: {
      200: answer('The session once confirmed, or who approved', z.union([farcasterSessionSchema, farcasterApprovalResponseSchema]), { ...EXAMPLE_SESSION, identity: exampleIdentity }),
      202: answer('Not yet: ask again', farcasterApprovalResponseSchema, { status: 'pending' }),
      404: unknownChannel,
      409: refusal('A device new to an existing account: no session (approve it by the mailed link, use the passkey, or open the wallet where it was made)', FARCASTER_SAID.newDevice),
    },
  },
  {
    ...frame,
    path: '/auth/v1/farcaster/cancel',
    summary: 'Closes the channel',
    body: { schema: farcasterCancelSchema },
    responses: { 200: answer('Closed', farcasterCancelledResponseSchema, { cancelled: true }), 404: unknownChannel },
  },
  {
    method: 'get',
    path: `${FARCASTER_RELAY_PATH}/status`,
    tag,
    summary: "The channel's state, for the wallet app",
    headers: relayHeaders,
    limited: true,
    responses: {
      200: answer('Approved', relayStatus, { state: 'completed', nonce: signatureParams.nonce, url: channelUrl, signatureParams, acceptAuthAddress: false, fid: 1234, username: 'ada' }),
      202: answer('Waiting for the wallet app', relayStatus, { state: 'pending', nonce: signatureParams.nonce, url: channelUrl, signatureParams, acceptAuthAddress: false }),
      401: unknownChannel,
    },
  },
  {
    method: 'post',
    path: `${FARCASTER_RELAY_PATH}/authenticate`,
    tag,
    summary: "The wallet app's signed approval",
    headers: relayHeaders,
    body: { schema: farcasterApprovalSchema },
    limited: true,
    responses: {
      200: answer('The channel, approved', relayStatus, { state: 'completed', nonce: signatureParams.nonce, url: channelUrl, signatureParams, acceptAuthAddress: false, fid: 1234 }),
      409: refusal('Approved already', FARCASTER_MESSAGES.approved),
    },
  },
];
