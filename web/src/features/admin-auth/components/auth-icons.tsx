/** The round mark above each sign-in card; decorative, the heading names the screen. */
const marks = {
  lock: 'M7 10V7.5a5 5 0 0 1 10 0V10M5.5 10h13v10h-13zM12 14v2.5',
  shield: 'M12 3l7.5 3v6c0 4.6-3.2 7.9-7.5 9.5C7.7 19.9 4.5 16.6 4.5 12V6zM9 12l2.2 2.2L15.5 10',
  phone:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM11 18.5h2',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 3.5l9 16H3zM12 10v4.5M12 17.2v.3',
} as const;

export type MarkName = keyof typeof marks;

export const Mark = ({ name, className }: { name: MarkName; className?: string }) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={marks[name]} />
  </svg>
);
