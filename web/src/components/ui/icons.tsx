/**
 * The app's outline icons, one set for every screen: each drawn once, on a square grid of 20 or
 * 24 units, in the text colour. Decorative (hidden from screen readers): the text or label beside
 * each names what it stands for.
 */
const drawings = {
  // The admin frame: its sidebar entries, menu and sign-out (20 units).
  dashboard: [20, 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z'],
  transactions: [20, 'M4 6h12M4 6l3-3M4 6l3 3M16 14H4M16 14l-3-3M16 14l-3 3'],
  cardPayments: [20, 'M2.5 5.5h15v9h-15zM2.5 8.5h15M5.5 12h3'],
  users: [
    20,
    'M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5M13 3.5a3 3 0 0 1 0 5.5M15 12.5c1.8.7 3 2.3 3 4.5',
  ],
  settings: [
    20,
    'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2.5M10 15.5V18M2 10h2.5M15.5 10H18M4.3 4.3l1.8 1.8M13.9 13.9l1.8 1.8M4.3 15.7l1.8-1.8M13.9 6.1l1.8-1.8',
  ],
  audit: [20, 'M5 2.5h7l3 3v12H5zM12 2.5v3h3M7.5 9h5M7.5 12h5M7.5 15h3'],
  menu: [20, 'M3 5h14M3 10h14M3 15h14'],
  signOut: [20, 'M8 3H4v14h4M13 6l4 4-4 4M17 10H8'],
  // A payment's actions (20 units).
  verifyPayment: [20, 'M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM6.5 10.2l2.3 2.3 4.7-4.8'],
  markFailed: [
    20,
    'M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM7.3 7.3l5.4 5.4M12.7 7.3l-5.4 5.4',
  ],
  checkSubscription: [
    20,
    'M16.5 6.5A7 7 0 0 0 3.3 8M3.5 13.5A7 7 0 0 0 16.7 12M16.5 2.5v4h-4M3.5 17.5v-4h4',
  ],
  updateSubscription: [20, 'M10 2.5l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z'],
  explorer: [20, 'M11.5 3.5h5v5M16.5 3.5l-7 7M8.5 5H4.5v10.5H15v-4'],
  details: [
    20,
    'M1.8 10S4.8 4.5 10 4.5s8.2 5.5 8.2 5.5-3 5.5-8.2 5.5S1.8 10 1.8 10ZM10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  ],
  // An account's actions, and copying (20 units).
  edit: [20, 'M13.5 3.5l3 3L7 16H4v-3zM11.5 5.5l3 3'],
  delete: [20, 'M3.5 5.5h13M8 5.5V3.5h4v2M5.5 5.5l.8 11h7.4l.8-11M8.5 8.5v5M11.5 8.5v5'],
  copy: [20, 'M7.5 7.5h9v9h-9zM4 12.5V4h8.5'],
  // Marks and states (24 units).
  check: [24, 'M5 12.5l4.5 4.5L19 7.5'],
  cross: [24, 'M6.5 6.5l11 11M17.5 6.5l-11 11'],
  alert: [24, 'M12 3.5l9 16H3zM12 10v4.5M12 17.2v.3'],
  question: [24, 'M9.2 9a3 3 0 1 1 4.1 2.8c-.8.3-1.3 1-1.3 1.9v.6M12 17.6v.1'],
  clock: [24, 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2'],
  shield: [
    24,
    'M12 3l7.5 3v6c0 4.6-3.2 7.9-7.5 9.5C7.7 19.9 4.5 16.6 4.5 12V6zM9 12l2.2 2.2L15.5 10',
  ],
  lock: [24, 'M7 10V7.5a5 5 0 0 1 10 0V10M5.5 10h13v10h-13zM12 14v2.5'],
  phone: [
    24,
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM11 18.5h2',
  ],
  search: [24, 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-3.5-3.5'],
  refresh: [24, 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4h-4'],
  sync: [24, 'M20 12a8 8 0 0 1-13.7 5.6M4 12a8 8 0 0 1 13.7-5.6M17.7 3.5v3h-3M6.3 20.5v-3h3'],
  arrow: [24, 'M5 12h14M13 6l6 6-6 6'],
  arrowLeft: [24, 'M19 12H5M11 6l-6 6 6 6'],
  // Money and offers (24 units).
  revenue: [
    24,
    'M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3',
  ],
  gift: [
    24,
    'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z',
  ],
  export: [24, 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14'],
  crown: [24, 'm3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7Z'],
  heart: [
    24,
    'M12 20s-7.5-4.6-9.2-9.3C1.6 7.2 3.9 4 7.2 4c2 0 3.5 1.1 4.8 2.9C13.3 5.1 14.8 4 16.8 4c3.3 0 5.6 3.2 4.4 6.7C19.5 15.4 12 20 12 20Z',
  ],
  bolt: [24, 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z'],
  support: [
    24,
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2ZM17 18c0 1.7-1.8 3-5 3',
  ],
} as const satisfies Record<string, readonly [grid: 20 | 24, outline: string]>;

export type IconName = keyof typeof drawings;

interface IconProps {
  name: IconName;
  className?: string;
  /** Its width and height: pixels, or '1em' to follow the text; a class may size it instead. */
  size?: number | '1em';
  /** The line's width in grid units: 1.6 on the 20-unit grid and 1.8 on the 24 unless told. */
  weight?: number;
}

export const Icon = ({ name, className, size = 20, weight }: IconProps) => {
  const [grid, outline] = drawings[name];
  return (
    <svg
      className={className}
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight ?? (grid === 20 ? 1.6 : 1.8)}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={outline} />
    </svg>
  );
};
