import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';
import styles from './how-it-works.module.css';

const steps = ['goal', 'details', 'method', 'complete'] as const;

/** The four steps from choosing to receiving, as an ordered list. */
export const HowItWorks = () => {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('steps.title')} lead={t('steps.lead')}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>
              <span className="visually-hidden">
                {t('steps.stepNumber', { number: index + 1 })}:{' '}
              </span>
              {t(`steps.${step}.title`)}
            </h3>
            <p className={styles.text}>{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
};
