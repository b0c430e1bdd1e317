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
import { useChainStatus, usePublicKey, verifyChain } from '../api/chain';
import { fingerprintOf, keepPinnedKey, readPinnedKey, type PinnedKey } from '../pinned-key';
import { keepWitness, readWitness } from '../witness-storage';
import styles from './audit.module.css';
import { ChainReportView } from './chain-report';
import { PinnedKeyCard } from './pinned-key-card';
import { PublicKeyCard } from './public-key-card';

/**
 * The chain (issue 14): the last verification and what it found, a button to verify again now
 * (held to the checkpoint this browser kept from the last one, with the public key pinned here),
 * the pinned key, and the key the portal reports. A portal reporting another key than the pinned
 * one is an alarm, and no verification passes while it lasts.
 */
export const ChainView = () => {
  const { t, i18n } = useTranslation('audit');
  const errorText = useErrorText();
  const headingId = useId();
  const status = useChainStatus();
  const reported = usePublicKey();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [fresh, setFresh] = useState<ChainReport | null>(null);
  const [pinned, setPinned] = useState<PinnedKey | null>(readPinnedKey);
  const [kept, setKept] = useState<WitnessCheckpoint | null>(readWitness);
  const keyChanged =
    pinned !== null && reported.data !== undefined && reported.data.raw !== pinned.raw;

  const pin = async (raw: string) => {
    const next = { raw, keyId: await fingerprintOf(raw), pinnedAt: new Date().toISOString() };
    // A checkpoint kept under another pinned key cannot be checked with this one.
    if (pinned && pinned.raw !== raw) {
      keepWitness(null);
      setKept(null);
    }
    keepPinnedKey(next);
    setPinned(next);
    setFresh(null);
  };
  const unpin = () => {
    keepPinnedKey(null);
    setPinned(null);
    setFresh(null);
  };

  const run = async () => {
    setRunning(true);
    setFailure(null);
    const answer = await verifyChain(readWitness(), pinned?.raw ?? null);
    setRunning(false);
    if (answer.error) {
      setFailure(answer.error);
      return;
    }
    setFresh(answer.data);
    const last = answer.data.checkpoints.last;
    if (answer.data.ok && !keyChanged && last) {
      const { eventCount, globalHash, signedAt, signature } = last;
      const next = { eventCount, globalHash, signedAt, keyId: last.keyId, signature };
      keepWitness(next);
      setKept(next);
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
        <Button busy={running} disabled={!status.data} onClick={() => void run()}>
          {running ? t('chain.verifying') : t('chain.verify')}
        </Button>
      </div>
      <p className={`muted ${styles.intro}`}>{t('chain.intro')}</p>
      {keyChanged && (
        <Alert tone="danger" announce="alert" title={t('chain.pin.alarmTitle')}>
          <p>{t('chain.pin.alarm')}</p>
        </Alert>
      )}
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
                <ChainReportView report={report} keyChanged={keyChanged} />
                {fresh && !pinned && (
                  <p className="muted small-text">{t('chain.pin.unpinnedResult')}</p>
                )}
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
            <PinnedKeyCard pinned={pinned} onPin={(raw) => void pin(raw)} onUnpin={unpin} />
            <PublicKeyCard />
          </div>
        </div>
      )}
    </section>
  );
};
