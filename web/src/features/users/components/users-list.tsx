import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardFields, CardList, ListCard } from '@/components/ui/card-list';
import { SelectField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icons';
import { RelativeTime } from '@/components/ui/relative-time';
import { useWiderThan } from '@/hooks/use-wider-than';
import type { AdminUser } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { isActive, sortColumns, type SortColumn, type UserSort } from '../user-list';
import styles from './users-list.module.css';

/** Below this width (CSS pixels of the list itself) the rows are cards. */
const tableMinWidth = 860;

interface UsersListProps {
  users: readonly UserView[];
  me: AdminUser;
  now: Date;
  sort: UserSort;
  labelledBy: string;
  onSort: (column: SortColumn) => void;
  /** Sets a column and direction at once (the cards' sort menu). */
  onSortChange: (sort: UserSort) => void;
  onEdit: (user: UserView) => void;
  onDelete: (user: UserView) => void;
}

const useCells = (me: AdminUser, now: Date) => {
  const { t } = useTranslation('users');
  return {
    t,
    name: (user: UserView) => (
      <span className={styles.nameLine}>
        <span className={styles.username}>{user.username}</span>
        {user.id === me.id && <Badge tone="primary">{t('table.you')}</Badge>}
      </span>
    ),
    email: (user: UserView) => (
      <span className={`${styles.email} muted`}>{user.email ?? t('table.noEmail')}</span>
    ),
    role: (user: UserView) => (
      <Badge tone={user.role === 'super_admin' ? 'primary' : 'neutral'}>
        {t(`roles.${user.role}`)}
      </Badge>
    ),
    security: (user: UserView) =>
      user.twofa_enabled ? (
        <Badge tone="success">{t('security.on')}</Badge>
      ) : (
        <Badge tone="warning">{t('security.off')}</Badge>
      ),
    activity: (user: UserView) =>
      isActive(user, now) ? (
        <span className={`${styles.activity} ${styles.active}`}>{t('activity.active')}</span>
      ) : (
        <span className={`${styles.activity} ${styles.inactive}`}>{t('activity.inactive')}</span>
      ),
    created: (user: UserView) => <RelativeTime iso={user.created_at} now={now} />,
    lastLogin: (user: UserView) =>
      user.last_login ? (
        <RelativeTime iso={user.last_login} now={now} />
      ) : (
        <span className="muted">{t('table.never')}</span>
      ),
  };
};

/**
 * Edit and Delete as the signed-in role allows: icons named by their label in the table's
 * narrow column, icon and text on a card.
 */
const RowActions = ({
  user,
  me,
  onEdit,
  onDelete,
  compact,
}: Pick<UsersListProps, 'me' | 'onEdit' | 'onDelete'> & { user: UserView; compact: boolean }) => {
  const { t } = useTranslation('users');
  const self = user.id === me.id;
  const canEdit = permissions.editUser(me.role, self);
  const canDelete = permissions.deleteUser(me.role, self, user.role);
  if (!canEdit && !canDelete) return null;
  return (
    <div className={styles.actions}>
      {canEdit && (
        <Button
          variant="secondary"
          size="small"
          className={compact ? styles.iconButton : undefined}
          aria-label={t('actions.editLabel', { username: user.username })}
          title={compact ? t('actions.editLabel', { username: user.username }) : undefined}
          onClick={() => {
            onEdit(user);
          }}
        >
          <Icon name="edit" size={18} />
          {!compact && t('actions.edit')}
        </Button>
      )}
      {canDelete && (
        <Button
          variant="secondary"
          size="small"
          className={`${styles.delete} ${compact ? styles.iconButton : ''}`}
          aria-label={t('actions.deleteLabel', { username: user.username })}
          title={compact ? t('actions.deleteLabel', { username: user.username }) : undefined}
          onClick={() => {
            onDelete(user);
          }}
        >
          <Icon name="delete" size={18} />
          {!compact && t('actions.delete')}
        </Button>
      )}
    </div>
  );
};

const SortHeader = ({
  column,
  sort,
  onSort,
}: {
  column: SortColumn;
  sort: UserSort;
  onSort: (column: SortColumn) => void;
}) => {
  const { t } = useTranslation('users');
  const sorted = sort.column === column;
  const arrow = !sorted ? '↕' : sort.direction === 'ascending' ? '↑' : '↓';
  return (
    <th scope="col" aria-sort={sorted ? sort.direction : undefined}>
      <button
        type="button"
        className={`${styles.sortButton} ${sorted ? styles.sorted : ''}`}
        onClick={() => {
          onSort(column);
        }}
      >
        {t(`table.${column}`)}
        <span aria-hidden="true" className={styles.arrow}>
          {arrow}
        </span>
      </button>
    </th>
  );
};

/**
 * The users: a table sortable on username, role, created and last login where
 * there is room, with security, status and actions; cards with a sort menu otherwise. The own
 * row says "You".
 */
export const UsersList = ({
  users,
  me,
  now,
  sort,
  labelledBy,
  onSort,
  onSortChange,
  onEdit,
  onDelete,
}: UsersListProps) => {
  const frame = useRef<HTMLDivElement>(null);
  const wide = useWiderThan(frame, tableMinWidth);
  const cells = useCells(me, now);
  const { t } = cells;
  const actions = (user: UserView) => (
    <RowActions user={user} me={me} onEdit={onEdit} onDelete={onDelete} compact={wide} />
  );

  return (
    <div ref={frame}>
      {wide ? (
        <table className={styles.table} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <SortHeader column="username" sort={sort} onSort={onSort} />
              <SortHeader column="role" sort={sort} onSort={onSort} />
              <th scope="col">{t('table.security')}</th>
              <th scope="col">{t('table.status')}</th>
              <SortHeader column="created" sort={sort} onSort={onSort} />
              <SortHeader column="lastLogin" sort={sort} onSort={onSort} />
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className={user.id === me.id ? styles.own : undefined}>
                <th scope="row">
                  <div className={styles.userCell}>
                    {cells.name(user)}
                    {cells.email(user)}
                  </div>
                </th>
                <td>{cells.role(user)}</td>
                <td>{cells.security(user)}</td>
                <td>{cells.activity(user)}</td>
                <td className={styles.time}>{cells.created(user)}</td>
                <td className={styles.time}>{cells.lastLogin(user)}</td>
                <td>{actions(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <>
          <div className={styles.sortMenu}>
            <SelectField
              label={t('sort.label')}
              value={`${sort.column}:${sort.direction}`}
              onChange={(event) => {
                const [column, direction] = event.target.value.split(':') as [
                  SortColumn,
                  UserSort['direction'],
                ];
                onSortChange({ column, direction });
              }}
            >
              {sortColumns.flatMap((column) =>
                (['ascending', 'descending'] as const).map((direction) => (
                  <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
                    {t(`sort.${direction}`, { column: t(`table.${column}`) })}
                  </option>
                )),
              )}
            </SelectField>
          </div>
          <CardList labelledBy={labelledBy}>
            {users.map((user) => (
              <ListCard
                key={user.id}
                className={user.id === me.id ? `${styles.card} ${styles.own}` : styles.card}
              >
                <div className={styles.cardHead}>
                  <div className={styles.userCell}>
                    {cells.name(user)}
                    {cells.email(user)}
                  </div>
                  {cells.role(user)}
                </div>
                <CardFields
                  fields={[
                    { label: t('table.security'), value: cells.security(user) },
                    { label: t('table.status'), value: cells.activity(user) },
                    { label: t('table.created'), value: cells.created(user) },
                    { label: t('table.lastLogin'), value: cells.lastLogin(user) },
                  ]}
                />
                {actions(user)}
              </ListCard>
            ))}
          </CardList>
        </>
      )}
    </div>
  );
};
