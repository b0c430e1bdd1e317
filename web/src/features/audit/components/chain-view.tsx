import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChainReport, WitnessCheckpoint } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeading } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import type { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { formatMoment } from '../moment-format';
import { useChainStatus, verifyChain } from '../api/chain';
import { keepWitness, readWitness } from '../witness-storage';
import styles from './audit.module.css';
import { ChainReportView } from './chain-report';
import { PublicKeyCard } from './public-key-card';

/**
 * The chain (issue 14): the last verification and what it found, a button to verify again now
 * (held to the checkpoint this browser kept from the last one), and the public key.
 */
export const ChainView = () => {
  const { t, i18n } = useTranslation('audit');
  const errorText = useErrorText();
  const headingId = useId();
  const status = useChainStatus();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [fresh, setFresh] = useState<ChainReport | null>(null);
  const keyId = status.data?.keyId ?? null;
  const [witness, setWitness] = useState<WitnessCheckpoint | null>(null);
  const kept = witness ?? (keyId ? readWitness(keyId) : null);

  const run = async () => {
    if (!keyId) return;
    setRunning(true);
    setFailure(null);
    const answer = await verifyChain(readWitness(keyId));
    setRunning(false);
    if (answer.error) {
      setFailure(answer.error);
      return;
    }
    setFresh(answer.data);
    const last = answer.data.checkpoints.last;
    if (answer.data.ok && last) {
      const { eventCount, globalHash, signedAt, signature } = last;
      const next = { eventCount, globalHash, signedAt, keyId: last.keyId, signature };
      keepWitness(next);
      setWitness(next);
    }
    void status.mutate();
  };

  const last = status.data?.lastVerification ?? null;
  const report = fresh ?? last?.report ?? null;

  return (
    <section aria-labelledby={headingId} className={styles.view}>
      <div className={styles.viewHead}>
        <h2 id={headingId} className={styles.viewTitle}>
          {t('chain.title')}
        </h2>
        <Button busy={running} disabled={!keyId} onClick={() => void run()}>
          {running ? t('chain.verifying') : t('chain.verify')}
        </Button>
      </div>
      <p className={`muted ${styles.intro}`}>{t('chain.intro')}</p>
      {failure && (
        <Alert tone="danger" title={t('chain.verifyError')}>
          {errorText(failure)}
        </Alert>
      )}
      {status.error && !status.data ? (
        <Alert tone="danger" title={t('chain.loadError')}>
          {errorText(status.error.error)}
        </Alert>
      ) : !status.data ? (
        <LoadingState />
      ) : (
        <div className={styles.chainLayout}>
          <Card className={styles.chainMain}>
            <CardHeading>
              <h3 className={styles.sectionTitle}>
                {fresh ? t('chain.justNow') : t('chain.last')}
              </h3>
            </CardHeading>
            {report ? (
              <div role="status">
                {!fresh && last && (
                  <p className="muted small-text">
                    {t('chain.by', {
                      who: last.by.username ?? last.by.id,
                      time: formatMoment(last.at, i18n.language),
                    })}
                  </p>
                )}
                <ChainReportView report={report} />
              </div>
            ) : (
              <p className="muted">{t('chain.never')}</p>
            )}
          </Card>
          <div className={styles.chainSide}>
            <Card compact>
              <h3 className={styles.sectionTitle}>{t('chain.witness.title')}</h3>
              {kept ? (
                <p className="small-text">
                  {t('chain.witness.kept', {
                    count: kept.eventCount,
                    time: formatMoment(kept.signedAt, i18n.language),
                  })}
                </p>
              ) : (
                <p className="muted small-text">{t('chain.witness.none')}</p>
              )}
              <p className="muted small-text">{t('chain.witness.why')}</p>
            </Card>
            <PublicKeyCard />
          </div>
        </div>
      )}
    </section>
  );
};
