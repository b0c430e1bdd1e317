import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentIdToLookUp } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useHydrated } from '@/hooks/use-hydrated';
import { asTyped, searchedIdParam } from '../payment-id';
import { Pictogram } from './tracking-icons';
import styles from './tracking-search.module.css';

interface TrackingSearchProps {
  /** What the address asks for, as given: the field starts with it. */
  initial: string;
  /** The address asked for something that is no payment ID. */
  initialInvalid: boolean;
  busy: boolean;
  onSearch: (paymentId: string) => void;
}

/**
 * The payment ID field (forced to upper case) and its search button, disabled while the field is
 * empty or a lookup runs; an ID that does not start with GHOST- is refused
 * before any lookup. Without scripts it is a plain form: the browser asks /track?id=… and the
 * server answers with the payment's page (so the button is never disabled before they run).
 */
export const TrackingSearch = ({
  initial,
  initialInvalid,
  busy,
  onSearch,
}: TrackingSearchProps) => {
  const { t } = useTranslation('tracking');
  const [typed, setTyped] = useState(asTyped(initial));
  const [invalid, setInvalid] = useState(initialInvalid);
  const running = useHydrated();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const paymentId = paymentIdToLookUp(typed);
    setInvalid(paymentId === null);
    if (paymentId !== null) onSearch(paymentId);
  };

  return (
    <form
      className={styles.form}
      method="get"
      action="/track"
      onSubmit={submit}
      noValidate
      role="search"
    >
      <div className={styles.row}>
        <TextField
          label={t('search.label')}
          hint={t('search.hint')}
          error={invalid ? t('search.invalid') : undefined}
          name={searchedIdParam}
          value={typed}
          onChange={(event) => {
            setTyped(asTyped(event.target.value));
            setInvalid(false);
          }}
          className={styles.input}
          placeholder="GHOST-…"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={120}
          inputMode="text"
        />
        <Button
          type="submit"
          className={styles.submit}
          disabled={running && typed.trim() === ''}
          busy={busy}
        >
          {!busy && <Pictogram name="search" />}
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
};
