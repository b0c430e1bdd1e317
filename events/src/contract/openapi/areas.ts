/**
 * The areas of the API, as the workspaces' READMEs name their sections: the document's tags, in the order
 * its page shows them.
 */
export const apiAreas = {
  Payments:
    'What visitors send, the card processor calls back, and the admin actions on a payment.',
  Identity: 'Sign-in, two-factor, sessions and admin accounts.',
  'Read side':
    'The admin lists, a payment and its history, the tracking view, the card queue and the stats.',
  'Live updates': 'Server-Sent Events: what changed, with the log position to read it at.',
  'Settings and pricing':
    'The payment switches, crypto addresses and notifications; the price lists.',
  Audit:
    'For auditors: the event log, a payment’s timeline, the books as of a moment, the chain and its verification.',
  Operability: 'Health, readiness and this document.',
} as const;

export type ApiArea = keyof typeof apiAreas;
