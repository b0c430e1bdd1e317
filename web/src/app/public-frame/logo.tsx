/** The portal's mark: a small ghost. Decorative; the brand text names it. */
export const Logo = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="var(--primary)" />
    <path
      d="M16 6c-5 0-8 3.6-8 8.5V26l2.7-2 2.6 2 2.7-2 2.7 2 2.6-2 2.7 2V14.5C24 9.6 21 6 16 6Z"
      fill="var(--on-primary)"
    />
    <circle cx="13" cy="14" r="1.8" fill="var(--primary)" />
    <circle cx="19" cy="14" r="1.8" fill="var(--primary)" />
  </svg>
);

/** A padlock, beside the secure-processing badge. */
export const LockIcon = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 5V4.5a2 2 0 1 1 4 0V6H6Zm2 3a1.25 1.25 0 0 1 .75 2.25V12.5h-1.5v-1.25A1.25 1.25 0 0 1 8 9Z"
    />
  </svg>
);
