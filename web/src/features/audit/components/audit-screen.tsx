import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { auditHref, auditViews, type AuditView } from '../audit-views';
import styles from './audit.module.css';
import { BooksAsOf } from './books-as-of';
import { ChainView } from './chain-view';
import { EventStream } from './event-stream';
import { PaymentTimelineView } from './payment-timeline';

const views: Record<AuditView, ComponentType> = {
  events: EventStream,
  timeline: PaymentTimelineView,
  books: BooksAsOf,
  chain: ChainView,
};

/**
 * The audit screen (issue 14): the event stream, a payment's timeline, the books as of a moment
 * and the chain, one view at a time; everything read, nothing changed.
 */
export const AuditScreen = ({ view }: { view: AuditView }) => {
  const { t } = useTranslation('audit');
  const View = views[view];
  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        meta={<Badge tone="info">{t('readOnly')}</Badge>}
      />
      <nav aria-label={t('views.label')} className={styles.tabs}>
        <ul>
          {auditViews.map((name) => (
            <li key={name}>
              <Link
                to={auditHref(name)}
                className={styles.tab}
                aria-current={name === view ? 'page' : undefined}
              >
                {t(`views.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <View />
    </div>
  );
};
