import type { NavKey } from './admin-nav';

/** Outline icons beside the sidebar entries; decorative, the entry's text names it. */
const paths: Record<NavKey | 'menu' | 'signOut' | 'shield', string> = {
  dashboard: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z',
  transactions: 'M4 6h12M4 6l3-3M4 6l3 3M16 14H4M16 14l-3-3M16 14l-3 3',
  cardPayments: 'M2.5 5.5h15v9h-15zM2.5 8.5h15M5.5 12h3',
  users:
    'M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5M13 3.5a3 3 0 0 1 0 5.5M15 12.5c1.8.7 3 2.3 3 4.5',
  settings:
    'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2.5M10 15.5V18M2 10h2.5M15.5 10H18M4.3 4.3l1.8 1.8M13.9 13.9l1.8 1.8M4.3 15.7l1.8-1.8M13.9 6.1l1.8-1.8',
  audit: 'M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 9h5M7.5 12h5M7.5 15h3',
  menu: 'M3 5h14M3 10h14M3 15h14',
  signOut: 'M8 3H4v14h4M13 6l4 4-4 4M17 10H8',
  shield: 'M10 2l6 2.5v5c0 4-2.6 6.9-6 8.5-3.4-1.6-6-4.5-6-8.5v-5zM7 10l2 2 4-4',
};

export type IconName = keyof typeof paths;

export const Icon = ({ name, className }: { name: IconName; className?: string }) => (
  <svg
    className={className}
    viewBox="0 0 20 20"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={paths[name]} />
  </svg>
);
