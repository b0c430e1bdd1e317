/** The portal's languages; English is the default and the fallback. */
export const portalLanguages = ['en', 'fr', 'es', 'de', 'ru', 'ja', 'pt', 'pl'] as const;
export type PortalLanguage = (typeof portalLanguages)[number];

/** The e-mails a payer may receive about a payment. */
export const notificationKinds = ['submitted', 'verified', 'completed', 'failed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
