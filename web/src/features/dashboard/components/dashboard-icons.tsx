/** Outline icons of the dashboard's cards and actions; decorative, their text names them. */
const paths = {
  revenue:
    'M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3',
  check: 'M4.5 12.5l4.5 4.5 10.5-10.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3.5 2',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z',
  verify: 'M12 3l7.5 3v6c0 4.6-3.2 7.9-7.5 9.5C7.7 19.9 4.5 16.6 4.5 12V6zM9 12l2.2 2.2L15.5 10',
  export: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type DashboardIconName = keyof typeof paths;

export const DashboardIcon = ({ name }: { name: DashboardIconName }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={paths[name]} />
  </svg>
);
