/** Outline icons of the row actions; decorative, each button names its action. */
const paths = {
  verifyPayment: 'M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM6.5 10.2l2.3 2.3 4.7-4.8',
  markFailed: 'M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM7.3 7.3l5.4 5.4M12.7 7.3l-5.4 5.4',
  checkSubscription:
    'M16.5 6.5A7 7 0 0 0 3.3 8M3.5 13.5A7 7 0 0 0 16.7 12M16.5 2.5v4h-4M3.5 17.5v-4h4',
  updateSubscription: 'M10 2.5l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z',
  explorer: 'M11.5 3.5h5v5M16.5 3.5l-7 7M8.5 5H4.5v10.5H15v-4',
  details:
    'M1.8 10S4.8 4.5 10 4.5s8.2 5.5 8.2 5.5-3 5.5-8.2 5.5S1.8 10 1.8 10ZM10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
} as const;

export type ActionIconName = keyof typeof paths;

export const ActionIcon = ({ name }: { name: ActionIconName }) => (
  <svg
    viewBox="0 0 20 20"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.7"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={paths[name]} />
  </svg>
);
