import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import styles from './track-callout.module.css';

/** For visitors who have paid already: where to follow their payment. */
export const TrackCallout = () => {
  const { t } = useTranslation('home');
  return (
    <section className={styles.callout} aria-labelledby="track-callout">
      <div>
        <h2 id="track-callout" className={styles.title}>
          {t('track.title')}
        </h2>
        <p className={styles.text}>{t('track.text')}</p>
      </div>
      <ButtonLink to="/track" variant="secondary" className={styles.action}>
        <Icon name="search" className={styles.icon} weight={2} />
        {t('track.action')}
      </ButtonLink>
    </section>
  );
};
