// The key file is shared with the admin CLI of command-api, so it lives in @ghost/events.
export { loadOrCreateSealKey } from '@ghost/events';
