/** Seconds as m:ss, as the sign-in countdown shows them: 900 → 15:00. */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
