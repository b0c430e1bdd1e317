import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** What is loading, for screen readers; omit with `decorative` when a text says it already. */
  label?: string;
  decorative?: boolean;
}

export const Spinner = ({ size = 'medium', label, decorative = false }: SpinnerProps) => (
  <span
    className={[styles.spinner, size === 'medium' ? '' : styles[size]].join(' ')}
    {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
  />
);
