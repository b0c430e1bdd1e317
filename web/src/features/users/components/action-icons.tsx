/** Outline icons of the row actions; decorative, the button's label names the action. */
const paths = {
  edit: 'M13.5 3.5l3 3L7 16H4v-3zM11.5 5.5l3 3',
  delete: 'M3.5 5.5h13M8 5.5V3.5h4v2M5.5 5.5l.8 11h7.4l.8-11M8.5 8.5v5M11.5 8.5v5',
} as const;

export const ActionIcon = ({ name }: { name: keyof typeof paths }) => (
  <svg
    viewBox="0 0 20 20"
    width="18"
    height="18"
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
