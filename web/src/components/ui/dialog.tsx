import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** The alert dialog role, for confirmations that need an answer. */
  alert?: boolean;
  /**
   * Where focus goes once closed, when not back to what opened it (that control may be gone:
   * an action that changed the row it was on).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The page behind a modal is inert, but Tab past the last control would leave for the browser's
 * own controls: it wraps to the first (Shift+Tab before the first, to the last) instead.
 */
const keepTabInside = (dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) => {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * A modal dialog on the native <dialog>: the page behind is inert, so focus stays inside; Escape
 * and the close button close it; focus returns to what had it before it opened. Focus starts on
 * the element marked `data-autofocus`, else on the first control (the close button).
 */
export const Dialog = ({
  open,
  title,
  onClose,
  children,
  footer,
  wide,
  alert,
  returnFocusTo,
}: DialogProps) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);
  const returnFocusToRef = useRef(returnFocusTo);
  returnFocusToRef.current = returnFocusTo;

  /** Gives focus back once per opening, on the close itself (or the close event, if first). */
  const restoreFocus = useCallback(() => {
    const opener = returnFocus.current;
    if (opener === null) return;
    returnFocus.current = null;
    (returnFocusToRef.current?.() ?? opener).focus();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [open, restoreFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.addEventListener('close', restoreFocus);
    return () => {
      dialog.removeEventListener('close', restoreFocus);
    };
  }, [restoreFocus]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, wide ? styles.wide : ''].join(' ')}
      aria-labelledby={titleId}
      role={alert ? 'alertdialog' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepTabInside(event.currentTarget, event);
      }}
    >
      {open && (
        <>
          <header className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('actions.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </>
      )}
    </dialog>
  );
};
