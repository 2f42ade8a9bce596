// The email login, session and key-backup routes (routes.ts) for the OpenAPI document.
import {
  deviceApprovalResponseSchema,
  deviceDecidedResponseSchema,
  deviceLinkResponseSchema,
  emailStartResponseSchema,
  issuedSessionSchema,
  keyBackupResponseSchema,
  keyReleaseResponseSchema,
  keyReleaseStoppedResponseSchema,
  sessionInfoResponseSchema,
  signedOutResponseSchema,
  wrapKeyResponseSchema,
} from '@latch/core/api';
import { EXAMPLE_ADDRESS, EXAMPLE_TIME, EXAMPLE_TOKEN } from '../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../openapi/routeDoc.js';
import { EXAMPLE_SESSION, EXAMPLE_USER, proofHeaders, sessionHeaders } from './answers.openapi.js';
import { keyBackupSchema } from './keyBackup.js';
import { AUTH_MESSAGES, AUTH_SAID, keysHeld } from './messages.js';
import { deviceDecisionSchema, devicePageSchema, emailStartSchema, verifyDeviceSchema, verifyOtpSchema } from './schemas.js';
import { describeDevice, deviceFields } from './deviceDescription.js';

const tag = 'Auth';
const sessionRefusal = refusal('No valid session, or no proof of its device key', AUTH_MESSAGES.tokenInvalid);
/** A device whose keys are held (keyRelease.ts): it reads them, or makes its session stronger, once released. */
export const heldRefusal = refusal("This device's first read of the keys is held", keysHeld(Date.parse('2025-06-02T12:00:00.000Z')));
export const linkRefusal = refusal("The link's token is unknown", AUTH_SAID.deviceLinkInvalid);
/** A device as the device page's answers name it. */
export const device = deviceFields(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', '203.0.113.7'));
const exampleBackup = { ciphertext: 'c2VhbGVkIGtleXM', address: EXAMPLE_ADDRESS, version: 1, updatedAt: EXAMPLE_TIME, passkeySeal: null };

export const authDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/auth/v1/email/start',
    tag,
    summary: 'Starts an email login: a code, or a link for a new device',
    headers: proofHeaders,
    body: { schema: emailStartSchema },
    limited: true,
    responses: { 200: answer('What the frame asks next', emailStartResponseSchema, { action: 'VERIFY_OTP' }) },
  },
  {
    method: 'post',
    path: '/auth/v1/email/verify-device',
    tag,
    summary: "Waits for the new device's approval by the mailed link",
    headers: proofHeaders,
    body: { schema: verifyDeviceSchema },
    limited: true,
    responses: { 200: answer('Approved: the code was mailed', deviceApprovalResponseSchema, { action: 'VERIFY_OTP' }), 202: answer('Not yet decided: ask again', deviceApprovalResponseSchema, { status: 'pending' }) },
  },
  {
    method: 'post',
    path: '/auth/v1/device-approval',
    tag,
    summary: "The device a mailed link asks about (the wallet's device page)",
    body: { schema: devicePageSchema },
    limited: true,
    responses: {
      200: answer(
        'The device and the decision so far',
        deviceLinkResponseSchema,
        { email: EXAMPLE_USER.email, ...device, requestedAt: EXAMPLE_TIME, expiresAt: '2025-06-01T12:15:00.000Z', decision: null },
      ),
      404: linkRefusal,
    },
  },
  {
    method: 'post',
    path: '/auth/v1/device-approval/decide',
    tag,
    summary: 'Approves or refuses the device',
    body: { schema: deviceDecisionSchema },
    limited: true,
    responses: { 200: answer('The decision', deviceDecidedResponseSchema, { decision: 'approved' }), 404: linkRefusal },
  },
  {
    method: 'post',
    path: '/auth/v1/key-release',
    tag,
    summary: "A new device's wait before it may read the keys",
    body: { schema: devicePageSchema },
    limited: true,
    responses: {
      200: answer('The device and when its wait ends', keyReleaseResponseSchema, {
        ...device,
        askedAt: EXAMPLE_TIME,
        releaseAt: '2025-06-02T12:00:00.000Z',
        stopped: false,
        madeWallet: null,
        smartAccounts: [],
      }),
      404: linkRefusal,
    },
  },
  {
    method: 'post',
    path: '/auth/v1/key-release/stop',
    tag,
    summary: 'Stops that device from ever reading the keys',
    body: { schema: devicePageSchema },
    limited: true,
    responses: { 200: answer('Stopped', keyReleaseStoppedResponseSchema, { stopped: true }), 404: linkRefusal },
  },
  {
    method: 'post',
    path: '/auth/v1/email/verify-otp',
    tag,
    summary: 'Checks the mailed code: a session',
    headers: proofHeaders,
    body: { schema: verifyOtpSchema },
    limited: true,
    responses: { 200: answer('The session, bound to the device key', issuedSessionSchema, EXAMPLE_SESSION), 400: refusal('The code is wrong', AUTH_SAID.codeInvalid) },
  },
  {
    method: 'get',
    path: '/auth/v1/session',
    tag,
    summary: 'Who the session is',
    headers: sessionHeaders,
    responses: { 200: answer('Its user and expiry', sessionInfoResponseSchema, { user: EXAMPLE_USER, expiresAt: EXAMPLE_TIME }), 401: sessionRefusal },
  },
  {
    method: 'post',
    path: '/auth/v1/session/refresh',
    tag,
    summary: 'A new session for this one, which ends',
    headers: sessionHeaders,
    limited: true,
    responses: { 200: answer('The new session', issuedSessionSchema, EXAMPLE_SESSION), 401: refusal('The session was refreshed or revoked already', AUTH_SAID.sessionRevoked) },
  },
  {
    method: 'post',
    path: '/auth/v1/sign-out',
    tag,
    summary: 'Ends the session',
    headers: sessionHeaders,
    limited: true,
    responses: { 200: answer('Ended', signedOutResponseSchema, { signedOut: true }), 401: sessionRefusal },
  },
  {
    method: 'put',
    path: '/auth/v1/key-backup',
    tag,
    summary: "Stores the user's sealed keys",
    headers: sessionHeaders,
    body: { schema: keyBackupSchema },
    limited: true,
    responses: {
      200: answer('The stored backup', keyBackupResponseSchema, exampleBackup),
      409: refusal('A backup of another address exists', AUTH_MESSAGES.backupOtherAddress),
      423: heldRefusal,
    },
  },
  {
    method: 'get',
    path: '/auth/v1/key-backup',
    tag,
    summary: "The user's sealed keys",
    headers: sessionHeaders,
    responses: { 200: answer('The backup', keyBackupResponseSchema, exampleBackup), 404: refusal('No backup', AUTH_MESSAGES.backupMissing), 423: heldRefusal },
  },
  {
    method: 'get',
    path: '/auth/v1/key-backup/wrap-key',
    tag,
    summary: "The key that opens the user's backup",
    headers: sessionHeaders,
    responses: { 200: answer('32 bytes in base64url', wrapKeyResponseSchema, { wrapKey: EXAMPLE_TOKEN }), 401: sessionRefusal, 423: heldRefusal },
  },
];
