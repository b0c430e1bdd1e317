import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import styles from './hero.module.css';

interface ChoiceProps {
  to: string;
  tone: 'primary' | 'plain';
  icon: ReactNode;
  title: string;
  text: string;
  note: string;
  action: string;
}

/**
 * One of the two choices: the whole card is the link's target (its title is the link, stretched
 * over the card), so the name a screen reader hears is just the title.
 */
const Choice = ({ to, tone, icon, title, text, note, action }: ChoiceProps) => (
  <li className={`${styles.choice} ${styles[tone]}`}>
    <span className={styles.choiceIcon}>{icon}</span>
    <h2 className={styles.choiceTitle}>
      <Link to={to} className={styles.choiceLink}>
        {title}
      </Link>
    </h2>
    <p className={styles.choiceText}>{text}</p>
    <p className={styles.choiceNote}>{note}</p>
    <span className={styles.choiceAction} aria-hidden="true">
      {action}
      <Icon name="arrow" className={styles.arrow} weight={2} />
    </span>
  </li>
);

/** The landing hero: what the portal is for, and its two choices. */
export const Hero = () => {
  const { t } = useTranslation('home');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
      </div>
      <ul className={styles.choices} aria-label={t('hero.choicesLabel')}>
        <Choice
          to="/payment/ghost-eshop-pro"
          tone="primary"
          icon={<Icon name="crown" weight={2} />}
          title={t('hero.subscription.title')}
          text={t('hero.subscription.text')}
          note={t('hero.subscription.note')}
          action={t('hero.subscription.action')}
        />
        <Choice
          to="/payment/donation"
          tone="plain"
          icon={<Icon name="heart" weight={2} />}
          title={t('hero.donation.title')}
          text={t('hero.donation.text')}
          note={t('hero.donation.note')}
          action={t('hero.donation.action')}
        />
      </ul>
      <p className={styles.pricing}>
        <Link to="/pricing">{t('hero.pricingLink')}</Link>
      </p>
    </section>
  );
};
