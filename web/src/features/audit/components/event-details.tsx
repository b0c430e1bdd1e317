import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuditLogEvent } from '@ghost/events/contract';
import { CopyButton } from '@/components/ui/copy-button';
import { formatMoment } from '../moment-format';
import { useAuditEventDetail } from '../api/event-detail';
import { auditHref } from '../audit-views';
import { paymentOfStream } from '../event-labels';
import styles from './audit.module.css';
import { JsonTree } from './json-tree';

/**
 * An event opened: its data and metadata as trees with copy, its hashes, the events it caused,
 * and where to go from it (its payment's timeline, its correlation, the books right after it).
 */
export const EventDetails = ({ event }: { event: AuditLogEvent }) => {
  const { t, i18n } = useTranslation('audit');
  const { data: detail } = useAuditEventDetail(event.position);
  const paymentId = paymentOfStream(event.streamId);
  return (
    <div className={styles.details}>
      <h3 className={styles.detailsTitle}>
        {t('events.detail.title', { position: event.position, type: event.type })}
      </h3>
      <div className={styles.links}>
        {paymentId && (
          <Link to={auditHref('timeline', { payment: paymentId, event: event.position })}>
            {t('events.detail.timeline')}
          </Link>
        )}
        <Link to={auditHref('events', { correlation: event.correlationId })}>
          {detail
            ? t('events.detail.sameCorrelation', { count: detail.sameCorrelation })
            : t('events.detail.correlation')}
        </Link>
        <Link to={auditHref('books', { position: event.position })}>{t('events.detail.asOf')}</Link>
      </div>
      <div className={styles.trees}>
        <JsonTree title={t('events.detail.data')} value={event.data} copyWhat={t('what.data')} />
        <JsonTree
          title={t('events.detail.metadata')}
          value={event.metadata}
          copyWhat={t('what.metadata')}
        />
      </div>
      <dl className={styles.hashes}>
        <div>
          <dt>{t('events.detail.eventId')}</dt>
          <dd>
            <code>{event.eventId}</code>
            <CopyButton value={event.eventId} what={t('what.eventId')} icon size="small" />
          </dd>
        </div>
        <div>
          <dt>{t('events.detail.hash')}</dt>
          <dd>
            <code>{event.hash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('events.detail.prevHash')}</dt>
          <dd>
            <code>{event.prevHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('events.detail.globalHash')}</dt>
          <dd>
            {event.globalHash ? <code>{event.globalHash}</code> : t('events.detail.noGlobal')}
          </dd>
        </div>
      </dl>
      <section className={styles.caused} aria-label={t('events.detail.caused')}>
        <h4 className={styles.subTitle}>{t('events.detail.caused')}</h4>
        {detail?.caused.length === 0 && (
          <p className="muted small-text">{t('events.detail.noneCaused')}</p>
        )}
        {detail && detail.caused.length > 0 && (
          <ul className={styles.causedList}>
            {detail.caused.map((caused) => (
              <li key={caused.position}>
                <span className={styles.position}>{caused.position}</span>{' '}
                <span className={styles.type}>{caused.type}</span>{' '}
                <span className="muted">{formatMoment(caused.occurredAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
