import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { Moment } from '../api/as-of';
import { isoToLocal, localToIso } from '../event-filters';
import styles from './audit.module.css';

type Mode = 'time' | 'event';

/** Picks the moment of the books: a date and time, or right after an event of the log. */
export const MomentPicker = ({
  moment,
  onPick,
}: {
  moment: Moment | null;
  onPick: (moment: Moment) => void;
}) => {
  const { t } = useTranslation('audit');
  const [mode, setMode] = useState<Mode>(moment && 'position' in moment ? 'event' : 'time');
  const [local, setLocal] = useState(moment && 'at' in moment ? isoToLocal(moment.at) : '');
  const [position, setPosition] = useState(
    moment && 'position' in moment ? String(moment.position) : '',
  );
  // The address changed (a link, back): the form follows it.
  const shown = moment ? ('position' in moment ? `#${moment.position}` : moment.at) : '';
  useEffect(() => {
    if (shown.startsWith('#')) {
      setMode('event');
      setPosition(shown.slice(1));
    } else if (shown !== '') {
      setMode('time');
      setLocal(isoToLocal(shown));
    }
  }, [shown]);

  const ready = mode === 'time' ? localToIso(local) !== null : /^\d+$/.test(position.trim());
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const at = localToIso(local);
    if (mode === 'time' && at) onPick({ at });
    if (mode === 'event' && /^\d+$/.test(position.trim())) onPick({ position: Number(position) });
  };

  return (
    <form className={styles.moment} onSubmit={submit}>
      <fieldset className={styles.modes}>
        <legend>{t('books.mode')}</legend>
        {(['time', 'event'] as const).map((value) => (
          <label key={value} className={styles.mode}>
            <input
              type="radio"
              name="moment-mode"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
              }}
            />
            {value === 'time' ? t('books.byTime') : t('books.byEvent')}
          </label>
        ))}
      </fieldset>
      <div className={styles.momentInput}>
        {mode === 'time' ? (
          <TextField
            type="datetime-local"
            step={1}
            label={t('books.at')}
            value={local}
            onChange={(event) => {
              setLocal(event.target.value);
            }}
          />
        ) : (
          <TextField
            inputMode="numeric"
            label={t('books.position')}
            hint={t('books.positionHint')}
            value={position}
            onChange={(event) => {
              setPosition(event.target.value.replace(/\D/g, ''));
            }}
          />
        )}
        <Button type="submit" disabled={!ready}>
          {t('books.show')}
        </Button>
      </div>
    </form>
  );
};
