import { useTranslation } from 'react-i18next';
import type { AuditActor } from '@ghost/events/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import styles from './audit.module.css';

const tones: Record<AuditActor['kind'], BadgeTone> = {
  visitor: 'neutral',
  admin: 'primary',
  provider: 'warning',
  system: 'info',
};

/** Who caused an event: their kind (visitor, admin, provider, system) and name or id. */
export const ActorLabel = ({ actor }: { actor: AuditActor }) => {
  const { t } = useTranslation('audit');
  const name = actor.username ?? (actor.id === 'anonymous' ? t('actors.anonymous') : actor.id);
  return (
    <span className={styles.actor}>
      <Badge tone={tones[actor.kind]}>{t(`actors.${actor.kind}`)}</Badge>
      <span className={styles.actorName}>{name}</span>
    </span>
  );
};
