// The local world's mailbox (mailbox.ts) for the OpenAPI document.
import { z } from 'zod';
import { EXAMPLE_TIME } from '../openapi/examples.js';
import { answer, type RouteDoc } from '../openapi/routeDoc.js';
import { mailboxQuerySchema } from './schemas.js';

const message = z.object({ id: z.string(), from: z.string(), to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullable(), link: z.string().nullable(), receivedAt: z.string() });

export const mailboxDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/dev/mailbox',
    tag: 'Local world',
    summary: 'The mails the services sent to an address (local world only)',
    query: mailboxQuerySchema,
    responses: {
      200: answer('The mails, oldest first', z.object({ messages: z.array(message) }), {
        messages: [{ id: '1', from: 'Latch <no-reply@latch.local>', to: 'ada@example.com', subject: 'Your Latch demo code', text: 'Your code is 123456', code: '123456', link: null, receivedAt: EXAMPLE_TIME }],
      }),
    },
  },
];
