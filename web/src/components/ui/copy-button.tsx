import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Icon } from './icons';

/** How long "Copied!" stays. */
export const copyConfirmationMs = 2000;

/** The clipboard API needs a secure context (https, or localhost): the portal is served so. */
const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name: "Copy payment ID". */
  what: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Show only the icon-sized label "Copy" (the accessible name still says what). */
  compact?: boolean;
  /** Show only a copy mark (a check once copied), for dense rows; the name still says what. */
  icon?: boolean;
  /** Kept from being pressed (a server-rendered page copies once its scripts run). */
  disabled?: boolean;
}

/** The icon-only button's marks; the check's 24-unit grid takes a heavier line to match. */
const marks = {
  copy: { name: 'copy', weight: 1.7 },
  copied: { name: 'check', weight: 2 },
} as const;

/** Copies a value; "Copied!" is shown and announced for 2 seconds. */
export const CopyButton = ({
  value,
  what,
  variant = 'secondary',
  size = 'small',
  compact = false,
  icon = false,
  disabled = false,
}: CopyButtonProps) => {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    const copied = await copyText(value);
    setState(copied ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setState('idle');
    }, copyConfirmationMs);
  };

  const label = t('actions.copyLabel', { what });
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          void copy();
        }}
        aria-label={compact || icon ? label : undefined}
        title={label}
        disabled={disabled}
      >
        {icon ? (
          <Icon {...(state === 'copied' ? marks.copied : marks.copy)} size={16} />
        ) : state === 'copied' ? (
          t('actions.copied')
        ) : compact ? (
          t('actions.copy')
        ) : (
          label
        )}
      </Button>
      <span role="status" className="visually-hidden">
        {state === 'copied'
          ? t('actions.copied')
          : state === 'failed'
            ? t('actions.copyFailed')
            : ''}
      </span>
      {state === 'failed' && <span className="muted small-text">{t('actions.copyFailed')}</span>}
    </>
  );
};
