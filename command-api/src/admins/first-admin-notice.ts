/**
 * The first super admin's one-time password as the console shows it: a framed block of its own,
 * apart from the JSON log lines around it, so it cannot be missed in a start's output; it says
 * where to sign in and what comes next.
 */
export const firstAdminNotice = (input: {
  username: string;
  password: string;
  signInUrl: string;
}): string[] => {
  const lines = [
    `First start: the super admin "${input.username}" was created.`,
    '',
    `One-time password: ${input.password}`,
    '',
    `Sign in at ${input.signInUrl} as "${input.username}" with this password`,
    'within 72 hours: you choose your own password first, then set up',
    'two-factor authentication. It is shown only this once and is kept nowhere',
    'else; once expired, set a new one with npm run admin -- reset-password.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return ['', `╔${rule}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${rule}╝`, ''];
};
