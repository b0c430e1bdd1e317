/**
 * Pages outside the portal: its external links. Set at build time with VITE_DMCA_URL,
 * VITE_PRIVACY_URL, VITE_REGISTER_URL and VITE_SUPPORT_URL; the defaults are the product's site.
 */
const fromEnv = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

export const externalLinks = {
  dmca: fromEnv(import.meta.env.VITE_DMCA_URL, 'https://ghosteshop.com/dmca'),
  privacy: fromEnv(import.meta.env.VITE_PRIVACY_URL, 'https://ghosteshop.com/privacy'),
  register: fromEnv(import.meta.env.VITE_REGISTER_URL, 'https://ghosteshop.com/register'),
  support: fromEnv(import.meta.env.VITE_SUPPORT_URL, 'https://ghosteshop.com/support'),
} as const;
