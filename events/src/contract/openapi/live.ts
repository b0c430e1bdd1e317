import {
  liveAdminChangeSchema,
  liveAdminQuerySchema,
  livePaymentChangeSchema,
} from '../live/live-changes.js';
import { anyone, operation, staff, type Operation } from './operation.js';
import { paymentIdParameter } from './payments.js';

const streamBounds =
  'At most 32 open streams per address (429 TOO_MANY_STREAMS) and 2,000 per service (503), ' +
  'both with `Retry-After: 30`: poll meanwhile. A comment every 15 s keeps proxies from ' +
  'closing a quiet stream.';

/**
 * The live update streams (Server-Sent Events): `change` says what changed with its log
 * position, to send back as `X-Log-Position` on the usual GET; `end`: nothing more will come.
 */
export const liveOperations: Operation[] = [
  operation({
    id: 'followPayment',
    method: 'GET',
    path: '/api/live/payments/{paymentId}',
    service: 'query',
    area: 'Live updates',
    summary: 'Follow a payment: its state at once, then at each change',
    description: `After \`completed\` or \`failed\`, \`end\` and the stream closes. ${streamBounds}`,
    access: anyone,
    params: { paymentId: paymentIdParameter },
    answers: [
      {
        status: 200,
        description: "An event stream of the payment's changes.",
        events: { change: livePaymentChangeSchema },
      },
    ],
    errors: ['PAYMENT_NOT_FOUND', 'TOO_MANY_STREAMS'],
  }),
  operation({
    id: 'followAdminTopics',
    method: 'GET',
    path: '/api/live/admin',
    service: 'query',
    area: 'Live updates',
    summary: 'Follow the admin lists: the topics a change touched',
    description:
      "At most 4 pushes a second. The `events` topic (the log itself) is the auditors' and " +
      "super admins' (403 FORBIDDEN to admins). The session is checked every 15 s and at its " +
      'expiry: once it ' +
      `no longer holds, \`end\` with \`{"reason": "session"}\`. ${streamBounds}`,
    access: staff,
    query: liveAdminQuerySchema,
    answers: [
      {
        status: 200,
        description: "An event stream of the followed topics' changes.",
        events: { change: liveAdminChangeSchema },
      },
    ],
    errors: ['FORBIDDEN', 'TOO_MANY_STREAMS'],
  }),
];
