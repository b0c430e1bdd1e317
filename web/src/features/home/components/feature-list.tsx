import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';
import { BoltIcon, ShieldIcon, SupportIcon } from './icons';
import styles from './feature-list.module.css';

const features: { key: 'secure' | 'fast' | 'support'; icon: ReactNode }[] = [
  { key: 'secure', icon: <ShieldIcon /> },
  { key: 'fast', icon: <BoltIcon /> },
  { key: 'support', icon: <SupportIcon /> },
];

/** Secure processing, fast delivery within 48 hours, 24/7 support (public spec §2). */
export const FeatureList = () => {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('features.title')}>
      <ul className={styles.features}>
        {features.map(({ key, icon }) => (
          <li key={key} className={styles.feature}>
            <span className={styles.icon}>{icon}</span>
            <h3 className={styles.title}>{t(`features.${key}.title`)}</h3>
            <p className={styles.text}>{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
};
