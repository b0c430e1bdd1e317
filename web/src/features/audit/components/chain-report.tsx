import { useTranslation } from 'react-i18next';
import type { ChainReport } from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { formatMoment } from '../moment-format';
import { findingText } from '../finding-text';
import styles from './audit.module.css';

/**
 * A verification's verdict, what it checked, the witness it held the log to, and each finding.
 * `keyChanged`: the portal reports another key than the one pinned here, so even a log that holds
 * is no pass.
 */
export const ChainReportView = ({
  report,
  keyChanged = false,
}: {
  report: ChainReport;
  keyChanged?: boolean;
}) => {
  const { t, i18n } = useTranslation('audit');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const when = (iso: string) => formatMoment(iso, i18n.language);
  const last = report.checkpoints.last;
  const passed = report.ok && !keyChanged;
  const verdictText = () => {
    if (!report.ok) return t('chain.findingsText', { count: report.findingsTotal });
    return keyChanged ? t('chain.pin.keyChangedText') : t('chain.intactText');
  };
  return (
    <div className={styles.report}>
      <div className={styles.verdict} data-ok={passed}>
        <span className={styles.verdictMark} aria-hidden="true">
          {passed ? '✓' : '!'}
        </span>
        <div>
          <strong className={styles.verdictTitle}>
            {passed ? t('chain.intact') : t('chain.notIntact')}
          </strong>
          <span>{verdictText()}</span>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('chain.facts.verifiedAt')}</dt>
          <dd>{when(report.verifiedAt)}</dd>
        </div>
        <div>
          <dt>{t('chain.facts.events')}</dt>
          <dd>{number(report.eventsChecked)}</dd>
        </div>
        <div>
          <dt>{t('chain.facts.streams')}</dt>
          <dd>{number(report.streamsChecked)}</dd>
        </div>
        <div>
          <dt>{t('chain.facts.checkpoints')}</dt>
          <dd>{number(report.checkpoints.checked)}</dd>
        </div>
        <div>
          <dt>{t('chain.facts.lastCheckpoint')}</dt>
          <dd>
            {last
              ? t('chain.facts.lastCheckpointText', {
                  count: last.eventCount,
                  time: when(last.signedAt),
                })
              : t('chain.facts.noCheckpoint')}
          </dd>
        </div>
        <div>
          <dt>{t('chain.facts.unanchored')}</dt>
          <dd>{number(report.unanchoredEvents)}</dd>
        </div>
      </dl>
      {report.witness && (
        <p className="small-text">
          {t(`chain.witness.${report.witness.status}`, {
            count: report.witness.eventCount,
            time: when(report.witness.signedAt),
          })}
        </p>
      )}
      {report.legacyEvents > 0 && (
        <p className="muted small-text">{t('chain.legacy', { count: report.legacyEvents })}</p>
      )}
      {!report.globalLinksStored && report.eventsChecked > report.legacyEvents && (
        <p className="muted small-text">{t('chain.noLinks')}</p>
      )}
      {report.findings.length > 0 && (
        <section aria-labelledby="chain-findings">
          <h4 id="chain-findings" className={styles.subTitle}>
            {t('chain.findings.title')}
          </h4>
          <ul className={styles.findings}>
            {report.findings.map((finding, index) => {
              const text = findingText(finding);
              const values =
                'signedAt' in text.values && typeof text.values.signedAt === 'string'
                  ? { ...text.values, signedAt: when(text.values.signedAt) }
                  : text.values;
              return (
                <li key={index} className={styles.finding}>
                  <Badge tone="danger">{t(`chain.kinds.${finding.kind}`)}</Badge>
                  <span>{t(`chain.findings.${text.key}`, values)}</span>
                </li>
              );
            })}
          </ul>
          {report.findingsTotal > report.findings.length && (
            <p className="muted small-text">
              {t('chain.findings.more', { count: report.findingsTotal - report.findings.length })}
            </p>
          )}
        </section>
      )}
    </div>
  );
};
