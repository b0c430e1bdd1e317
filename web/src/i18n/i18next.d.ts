// Translation keys are typed from the English files: a key missing from en is a type error.
import type admin from './locales/en/admin.json';
import type audit from './locales/en/audit.json';
import type auth from './locales/en/auth.json';
import type cardPayments from './locales/en/cardPayments.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type errors from './locales/en/errors.json';
import type home from './locales/en/home.json';
import type payment from './locales/en/payment.json';
import type pricing from './locales/en/pricing.json';
import type settings from './locales/en/settings.json';
import type tracking from './locales/en/tracking.json';
import type transactions from './locales/en/transactions.json';
import type users from './locales/en/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      admin: typeof admin;
      audit: typeof audit;
      auth: typeof auth;
      cardPayments: typeof cardPayments;
      common: typeof common;
      dashboard: typeof dashboard;
      errors: typeof errors;
      home: typeof home;
      payment: typeof payment;
      pricing: typeof pricing;
      settings: typeof settings;
      tracking: typeof tracking;
      transactions: typeof transactions;
      users: typeof users;
    };
  }
}
