import type { RefObject } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  giftCardRegionNames,
  giftCardRegions,
  type GiftCardRegion,
  type PublicSettings,
  type SubscriptionDuration,
} from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { externalLinks } from '@/config/external-links';
import { ChoiceTiles } from '../components/choice-tiles';
import { DurationChoice, type PlanPricesState } from '../components/duration-choice';
import { operatorTexts, type FlowMethod } from '../payment-methods';
import { accountProblems, type AccountDetails } from '../account-details';
import { useEmailCheck } from '../use-email-check';
import { useTouched } from '../use-touched';
import styles from './steps.module.css';

interface InformationStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  account: AccountDetails;
  onAccountChange: (account: AccountDetails) => void;
  methods: readonly FlowMethod[];
  settings: PublicSettings | undefined;
  method: FlowMethod;
  onMethodChange: (method: FlowMethod) => void;
  region: GiftCardRegion;
  onRegionChange: (region: GiftCardRegion) => void;
  prices: PlanPricesState;
  duration: SubscriptionDuration | null;
  onDurationChange: (duration: SubscriptionDuration) => void;
  onContinue: () => void;
}

/**
 * Information: the account the subscription is for, the payment method, the
 * gift-card region, and the duration with its price. Continue is possible once all are given.
 */
export const InformationStep = ({
  headingRef,
  account,
  onAccountChange,
  methods,
  settings,
  method,
  onMethodChange,
  region,
  onRegionChange,
  prices,
  duration,
  onDurationChange,
  onContinue,
}: InformationStepProps) => {
  const { t, i18n } = useTranslation(['payment', 'common']);
  const { touch, shown } = useTouched<'username' | 'email'>();
  const problems = accountProblems(account, useEmailCheck());
  const regionChoice = useRef<HTMLDivElement>(null);
  const priced = (prices.data?.items.length ?? 0) > 0;
  const missing = [
    problems.username ? t('info.missing.username') : null,
    problems.email ? t('info.missing.email') : null,
    duration ? null : t('info.missing.duration'),
  ].filter((item): item is string => item !== null);
  const blocked = missing.length > 0 || !priced;

  return (
    <form
      noValidate
      className={styles.step}
      aria-labelledby="information-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onContinue();
      }}
    >
      <div className={styles.stepHeader}>
        <h2 id="information-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('info.title')}
        </h2>
        <p className={styles.lead}>{t('info.lead')}</p>
      </div>

      <section className={styles.section} aria-labelledby="account-title">
        <h3 id="account-title" className={styles.sectionTitle}>
          {t('info.accountTitle')}
        </h3>
        <div className={styles.accountFields}>
          <TextField
            label={t('info.username')}
            hint={t('info.usernameHint')}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={account.username}
            onChange={(event) => {
              onAccountChange({ ...account, username: event.target.value });
            }}
            onBlur={() => {
              touch('username');
            }}
            error={
              shown('username') && problems.username
                ? t(`info.problems.username.${problems.username}`)
                : undefined
            }
          />
          <TextField
            label={t('info.email')}
            hint={t('info.emailHint')}
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            value={account.email}
            onChange={(event) => {
              onAccountChange({ ...account, email: event.target.value });
            }}
            onBlur={() => {
              touch('email');
            }}
            error={
              shown('email') && problems.email
                ? t(`info.problems.email.${problems.email}`)
                : undefined
            }
          />
        </div>
        <p className={styles.register}>
          {t('info.noAccount')}{' '}
          <a href={externalLinks.register} target="_blank" rel="noopener noreferrer">
            {t('info.register')}
            <span className="visually-hidden"> {t('common:footer.externalHint')}</span>
          </a>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="method-title">
        <h3 id="method-title" className={styles.sectionTitle}>
          {t('info.methodTitle')}
        </h3>
        <ChoiceTiles
          legend={t('info.methodTitle')}
          legendHidden
          value={method}
          onChange={onMethodChange}
          options={methods.map((option) => {
            const own = operatorTexts(option, settings);
            return {
              value: option,
              label: own.name ?? t(`common:methods.${option}`),
              description: own.description ?? t(`info.methodDescriptions.${option}`),
            };
          })}
        />
        {method === 'nintendo-eshop' && (
          <div ref={regionChoice}>
            <ChoiceTiles
              legend={t('info.region')}
              layout="chips"
              value={region}
              onChange={onRegionChange}
              options={giftCardRegionNames.map((name) => ({
                value: name,
                label: t(`common:regions.${name}`),
                description: giftCardRegions[name],
              }))}
            />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="duration-title">
        <h3 id="duration-title" className={styles.sectionTitle}>
          {t('info.durationTitle')}
        </h3>
        <DurationChoice
          method={method}
          region={method === 'nintendo-eshop' ? region : null}
          prices={prices}
          value={duration}
          onChange={onDurationChange}
          onUseUsRegion={() => {
            onRegionChange('us');
            // The button goes with the notice: the region now chosen takes the focus.
            regionChoice.current?.querySelector<HTMLInputElement>('input[value="us"]')?.focus();
          }}
        />
      </section>

      <div className={styles.actions}>
        <Button
          type="submit"
          size="large"
          block
          disabled={blocked}
          aria-describedby={blocked ? 'information-missing' : undefined}
        >
          {t('info.continue')}
        </Button>
        {blocked && (
          <p id="information-missing" className={styles.missing}>
            {priced
              ? t('info.missingLead', {
                  items: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                    missing,
                  ),
                })
              : t('info.noPricing')}
          </p>
        )}
      </div>
    </form>
  );
};
