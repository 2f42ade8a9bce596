// The email update's routes (emailUpdateRoutes.ts) for the OpenAPI document.
import {
  emailMoveResponseSchema,
  emailMoveUndoneResponseSchema,
  emailUpdateActionResponseSchema,
  emailUpdatedResponseSchema,
  emailUpdateSecondaryResponseSchema,
} from '@latch/core/api';
import { z } from 'zod';
import { EXAMPLE_ADDRESS, EXAMPLE_TIME } from '../../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../../openapi/routeDoc.js';
import { sessionHeaders } from '../answers.openapi.js';
import { device, linkRefusal } from '../routes.openapi.js';
import { devicePageSchema } from '../schemas.js';
import { EMAIL_UPDATE_SAID } from './emailUpdate.js';
import { emailUpdateOtpSchema, emailUpdateStartSchema } from './emailUpdateRoutes.js';

const tag = 'Email update';
const common = { tag, headers: sessionHeaders, limited: true, method: 'post' as const };
const notStarted = refusal('No update under way', EMAIL_UPDATE_SAID.notStarted);

export const emailUpdateDocs: RouteDoc[] = [
  {
    ...common,
    path: '/auth/v1/email-update/start',
    summary: 'Starts moving the account to a new email: a code to the current one',
    body: { schema: emailUpdateStartSchema },
    responses: { 200: answer('Which code to ask for', emailUpdateActionResponseSchema, { action: 'VERIFY_PRIMARY_OTP' }), 409: refusal('The email is taken', EMAIL_UPDATE_SAID.taken) },
  },
  {
    ...common,
    path: '/auth/v1/email-update/verify-primary',
    summary: "Checks the current email's code: a code to the new one",
    body: { schema: emailUpdateOtpSchema },
    responses: { 200: answer('The next code', emailUpdateSecondaryResponseSchema, { action: 'VERIFY_SECONDARY_OTP' }), 410: notStarted },
  },
  {
    ...common,
    path: '/auth/v1/email-update/verify-secondary',
    summary: "Checks the new email's code: the account moves to it",
    body: { schema: emailUpdateOtpSchema },
    responses: { 200: answer("The account's email", emailUpdatedResponseSchema, { email: 'ada@example.org' }), 410: notStarted },
  },
  {
    ...common,
    path: '/auth/v1/email-update/resend',
    summary: 'Sends the awaited code again',
    body: { schema: z.object({}) },
    responses: { 200: answer('Which code was sent', emailUpdateActionResponseSchema, { action: 'VERIFY_SECONDARY_OTP' }), 410: notStarted },
  },
  {
    method: 'post',
    path: '/auth/v1/email-move',
    tag,
    summary: 'A wallet moved to an address: the device that moved it, and the wallet',
    body: { schema: devicePageSchema },
    limited: true,
    responses: {
      200: answer('The move', emailMoveResponseSchema, { ...device, email: 'ada@example.org', wallet: EXAMPLE_ADDRESS, smartAccounts: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'], movedAt: EXAMPLE_TIME, undone: false }),
      404: linkRefusal,
    },
  },
  {
    method: 'post',
    path: '/auth/v1/email-move/undo',
    tag,
    summary: 'Takes the address off that wallet and signs out everyone on it',
    body: { schema: devicePageSchema },
    limited: true,
    responses: { 200: answer('Undone', emailMoveUndoneResponseSchema, { undone: true }), 404: linkRefusal },
  },
];
