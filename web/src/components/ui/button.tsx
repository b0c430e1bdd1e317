import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';
export type ButtonSize = 'small' | 'medium' | 'large';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export const buttonClass = ({ variant = 'primary', size = 'medium', block = false }: Look) =>
  [styles.button, styles[variant], size === 'medium' ? '' : styles[size], block ? styles.block : '']
    .filter(Boolean)
    .join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Shows a spinner and keeps the button from being pressed again. */
  busy?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export const Button = ({
  variant,
  size,
  block,
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
    disabled={disabled === true || busy}
    aria-busy={busy || undefined}
    {...rest}
  >
    {busy && <Spinner size="small" decorative />}
    {children}
  </button>
);

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = ({ variant, size, block, className, ...rest }: LinkProps & Look) => (
  <Link
    className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
    {...rest}
  />
);
