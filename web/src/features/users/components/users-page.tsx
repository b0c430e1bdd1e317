import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeading } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { LoadingState } from '@/components/ui/loading-state';
import { useNow } from '@/hooks/use-now';
import { useAdminSession, useSignedInAdmin } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { useErrorText } from '@/lib/error-text';
import { liveAdminPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import { InvalidUsersDataError, useUsers } from '../api/get-users';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import {
  countUsers,
  filterUsers,
  initialSort,
  nextSort,
  shownRows,
  sortUsers,
  type ActivityFilter,
  type RoleFilter,
} from '../user-list';
import { AddUserDialog } from './add-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserFilters } from './user-filters';
import { UserSummary } from './user-summary';
import { UsersList } from './users-list';
import styles from './users-page.module.css';

/** The search waits this long after the last key. */
const searchDebounceMs = 300;

interface Done {
  kind: 'created' | 'updated' | 'deleted';
  username: string;
}

/**
 * Users: the summary counts, search and filters, the sortable list of
 * the first 20 matches, and the Add, Edit and Delete dialogs as the signed-in role allows.
 */
export const UsersPage = () => {
  const { t } = useTranslation(['users', 'common']);
  const errorText = useErrorText();
  const { user: me } = useSignedInAdmin();
  const { reload: reloadSession } = useAdminSession();
  const users = useUsers();
  // Accounts added, changed or deleted by another admin show without a reload.
  const live = useLiveUpdates(liveAdminPath(['users']), () => {
    void users.mutate();
  });
  const now = useNow(60_000);
  const headingId = useId();
  const doneNote = useRef<HTMLDivElement>(null);
  /** A deletion just closed its dialog: the row and its button go, the news takes the focus. */
  const deleted = useRef(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, searchDebounceMs);
  const [role, setRole] = useState<RoleFilter>('all');
  const [activity, setActivity] = useState<ActivityFilter>('all');
  const [sort, setSort] = useState(initialSort);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserView | null>(null);
  const [deleting, setDeleting] = useState<UserView | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const all = users.data ?? [];
  const matching = sortUsers(filterUsers(all, { search, role, activity }, now), sort);
  const shown = matching.slice(0, shownRows);

  /** After a change: its news, and the list read again (it holds the change: read-your-writes). */
  const finished = (kind: Done['kind'], username: string) => {
    setDone({ kind, username });
    void users.mutate();
  };

  const clearFilters = () => {
    setSearchText('');
    setRole('all');
    setActivity('all');
  };

  const list = () => {
    if (users.error) {
      const { error } = users;
      const invalid = error instanceof InvalidUsersDataError;
      return (
        <Alert
          tone="danger"
          title={invalid ? t('load.invalid') : t('load.failed')}
          action={
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                void users.mutate();
              }}
            >
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {error instanceof InvalidUsersDataError ? null : (
            <p>{errorText(error.error, t('load.failed'))}</p>
          )}
        </Alert>
      );
    }
    if (!users.data) return <LoadingState />;
    if (matching.length === 0) {
      return (
        <EmptyState
          title={t('table.noMatch')}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          }
        />
      );
    }
    return (
      <UsersList
        users={shown}
        me={me}
        now={now}
        sort={sort}
        labelledBy={headingId}
        onSort={(column) => {
          setSort((current) => nextSort(current, column));
        }}
        onSortChange={setSort}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="muted">{t('subtitle')}</p>
          <div className={styles.liveLine}>
            <LiveIndicator mode={live} />
          </div>
        </div>
        {permissions.addUsers(me.role) && (
          <Button
            onClick={() => {
              setAdding(true);
            }}
          >
            <span aria-hidden="true">+</span> {t('addButton')}
          </Button>
        )}
      </header>

      <div ref={doneNote} tabIndex={-1} className={styles.doneNote} role="status">
        {done && (
          <Alert
            tone="success"
            announce="none"
            action={
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  setDone(null);
                }}
              >
                {t('done.dismiss')}
              </Button>
            }
          >
            <p>{t(`done.${done.kind}`, { username: done.username })}</p>
          </Alert>
        )}
      </div>

      <UserSummary counts={users.data ? countUsers(all, now) : null} />

      <Card className={styles.listPanel}>
        <CardHeading>
          <h2 id={headingId}>{t('table.caption')}</h2>
          {users.data && matching.length > 0 && (
            <p className={`${styles.count} muted`} aria-live="polite">
              {t('table.shown', { count: matching.length, shown: shown.length })}
            </p>
          )}
        </CardHeading>
        <UserFilters
          search={searchText}
          role={role}
          activity={activity}
          onSearch={setSearchText}
          onRole={setRole}
          onActivity={setActivity}
          onClear={clearFilters}
        />
        {list()}
        {matching.length > shownRows && (
          <p className={`${styles.firstRows} muted`}>
            {t('table.firstRows', { limit: shownRows })}
          </p>
        )}
      </Card>

      <AddUserDialog
        open={adding}
        takenUsernames={all.map((user) => user.username)}
        onClose={() => {
          setAdding(false);
        }}
        onCreated={(username) => {
          setAdding(false);
          finished('created', username);
        }}
      />
      <EditUserDialog
        user={editing}
        me={me}
        onClose={() => {
          setEditing(null);
        }}
        onSaved={(user) => {
          setEditing(null);
          finished('updated', user.username);
          if (user.id === me.id) void reloadSession();
        }}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => {
          setDeleting(null);
        }}
        returnFocusTo={() => {
          const note = deleted.current ? doneNote.current : null;
          deleted.current = false;
          return note;
        }}
        onDeleted={(user) => {
          deleted.current = true;
          setDeleting(null);
          finished('deleted', user.username);
        }}
      />
    </div>
  );
};
