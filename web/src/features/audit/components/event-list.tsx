import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEvent } from '@ghost/events/contract';
import { useWiderThan } from '@/hooks/use-wider-than';
import { formatMoment } from '../moment-format';
import { ActorLabel } from './actor-label';
import styles from './audit.module.css';
import { EventDetails } from './event-details';

/** Below this width of the list itself, events are cards rather than table rows. */
const tableMinWidth = 760;

const Chevron = ({ open }: { open: boolean }) => (
  <svg
    viewBox="0 0 16 16"
    width="14"
    height="14"
    aria-hidden="true"
    className={open ? styles.chevronOpen : styles.chevron}
  >
    <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

/**
 * A page of events: a table where there is room (position, time, type, stream, actor,
 * correlation), cards otherwise; each opens, in place, to its data and metadata.
 */
export const EventList = ({
  events,
  busy = false,
}: {
  events: readonly AuditLogEvent[];
  /** Set while the rows shown are the last answer's and the asked-for ones are on their way. */
  busy?: boolean;
}) => {
  const { t, i18n } = useTranslation('audit');
  const frame = useRef<HTMLDivElement>(null);
  const wide = useWiderThan(frame, tableMinWidth);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (position: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(position)) next.delete(position);
      else next.add(position);
      return next;
    });
  };
  const when = (event: AuditLogEvent) => formatMoment(event.occurredAt, i18n.language);
  const toggleButton = (event: AuditLogEvent) => {
    const isOpen = open.has(event.position);
    return (
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={`audit-event-${event.position}`}
        onClick={() => {
          toggle(event.position);
        }}
      >
        <Chevron open={isOpen} />
        <span className="visually-hidden">
          {t(isOpen ? 'events.table.collapse' : 'events.table.expand', {
            position: event.position,
          })}
        </span>
        <span className={styles.position}>{event.position}</span>
      </button>
    );
  };

  return (
    <div ref={frame} aria-busy={busy}>
      {wide ? (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('events.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('events.table.position')}</th>
              <th scope="col">{t('events.table.time')}</th>
              <th scope="col">{t('events.table.type')}</th>
              <th scope="col">{t('events.table.stream')}</th>
              <th scope="col">{t('events.table.actor')}</th>
              <th scope="col">{t('events.table.correlation')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <Fragment key={event.position}>
                <tr className={open.has(event.position) ? styles.openRow : undefined}>
                  <td>{toggleButton(event)}</td>
                  <td className={styles.time}>{when(event)}</td>
                  <td className={styles.type} title={event.type}>
                    {event.type}
                  </td>
                  <td className={styles.stream} title={event.streamId}>
                    {event.streamId}
                  </td>
                  <td>
                    <ActorLabel actor={event.actor} />
                  </td>
                  <td className={styles.correlation} title={event.correlationId}>
                    {event.correlationId}
                  </td>
                </tr>
                {open.has(event.position) && (
                  <tr className={styles.detailRow}>
                    <td colSpan={6} id={`audit-event-${event.position}`}>
                      <EventDetails event={event} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className={styles.cards} aria-label={t('events.table.caption')}>
          {events.map((event) => (
            <li key={event.position} className={styles.card}>
              <div className={styles.cardHead}>
                {toggleButton(event)}
                <span className={styles.type}>{event.type}</span>
              </div>
              <dl className={styles.cardFields}>
                <div>
                  <dt>{t('events.table.time')}</dt>
                  <dd>{when(event)}</dd>
                </div>
                <div>
                  <dt>{t('events.table.stream')}</dt>
                  <dd className={styles.stream}>{event.streamId}</dd>
                </div>
                <div>
                  <dt>{t('events.table.actor')}</dt>
                  <dd>
                    <ActorLabel actor={event.actor} />
                  </dd>
                </div>
                <div>
                  <dt>{t('events.table.correlation')}</dt>
                  <dd className={styles.correlation}>{event.correlationId}</dd>
                </div>
              </dl>
              {open.has(event.position) && (
                <div id={`audit-event-${event.position}`}>
                  <EventDetails event={event} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
