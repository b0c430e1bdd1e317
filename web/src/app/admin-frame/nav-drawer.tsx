import { useEffect, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin-frame.module.css';

const focusable =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a modal
 * <dialog> keeps the page out of reach, but Chrome would let focus leave for the browser itself.
 */
const keepFocusInside = (dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) => {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.offsetParent !== null,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

interface NavDrawerProps {
  ref: RefObject<HTMLDialogElement | null>;
  open: boolean;
  /** Asks to close (Escape, the close button, a click beside the drawer, a chosen entry). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar as a drawer on small screens: a modal <dialog>, so the page behind
 * is inert and focus stays inside (Tab cycles); focus moves in when it opens and Escape closes it. The frame
 * closes it through `ref` at once (the page must not be inert any more) and gives focus back to
 * the menu button.
 */
export const NavDrawer = ({ ref, open, onClose, children }: NavDrawerProps) => {
  const { t } = useTranslation('admin');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, ref]);

  return (
    <dialog
      ref={ref}
      id="admin-drawer"
      className={styles.drawer}
      aria-label={t('menu.title')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its content.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
      }}
    >
      {open && (
        <div className={styles.drawerInner}>
          <button type="button" className={styles.drawerClose} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('menu.close')}</span>
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
};
