import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { SaveState } from './save-state';
import styles from './settings-page.module.css';

interface SaveBarProps {
  state: SaveState;
  onSave: () => void;
  /** What is not saved yet, in words; null when everything is. */
  unsaved: string | null;
  /** What the button saves on this tab. */
  scope: string;
  /** Said once a save went through. */
  savedNews: string;
}

/**
 * The save button and the note of unsaved changes, kept in view at the bottom of the screen:
 * Save Changes, Saving..., then Saved! for 3 seconds, announced.
 */
export const SaveBar = ({ state, onSave, unsaved, scope, savedNews }: SaveBarProps) => {
  const { t } = useTranslation('settings');
  return (
    <div
      className={[styles.saveBar, unsaved || state !== 'idle' ? styles.floating : '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.saveText}>
        <p className={unsaved ? styles.unsavedNote : styles.savedNote}>
          <span className={unsaved ? styles.unsavedDot : styles.savedDot} aria-hidden="true" />
          {unsaved ?? t('save.allSaved')}
        </p>
        <p className={styles.saveScope}>{scope}</p>
      </div>
      <Button
        variant={state === 'saved' ? 'success' : 'primary'}
        busy={state === 'saving'}
        onClick={onSave}
        className={styles.saveButton}
      >
        {state === 'saving'
          ? t('save.saving')
          : state === 'saved'
            ? t('save.saved')
            : t('save.button')}
      </Button>
      <span role="status" className="visually-hidden">
        {state === 'saved' ? savedNews : ''}
      </span>
    </div>
  );
};
