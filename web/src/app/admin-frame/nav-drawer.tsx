import { useEffect, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin-frame.module.css';

interface NavDrawerProps {
  ref: RefObject<HTMLDialogElement | null>;
  open: boolean;
  /** Asks to close (Escape, the close button, a click beside the drawer, a chosen entry). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar as a drawer on small screens (admin spec §2): a modal <dialog>, so the page behind
 * is inert and focus stays inside; focus moves in when it opens and Escape closes it. The frame
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
