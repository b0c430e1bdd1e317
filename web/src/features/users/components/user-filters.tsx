import { useTranslation } from 'react-i18next';
import { adminRoles } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import type { ActivityFilter, RoleFilter } from '../user-list';
import styles from './users-page.module.css';

interface UserFiltersProps {
  search: string;
  role: RoleFilter;
  activity: ActivityFilter;
  onSearch: (text: string) => void;
  onRole: (role: RoleFilter) => void;
  onActivity: (activity: ActivityFilter) => void;
  onClear: () => void;
}

const activities = ['all', 'active', 'inactive'] as const;

/** Search (username or e-mail), role and status filters. */
export const UserFilters = ({
  search,
  role,
  activity,
  onSearch,
  onRole,
  onActivity,
  onClear,
}: UserFiltersProps) => {
  const { t } = useTranslation('users');
  const filtered = search !== '' || role !== 'all' || activity !== 'all';
  return (
    <div className={styles.filters} role="search">
      <div className={styles.searchField}>
        <TextField
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          autoComplete="off"
          onChange={(event) => {
            onSearch(event.target.value);
          }}
        />
      </div>
      <SelectField
        label={t('filters.role')}
        value={role}
        onChange={(event) => {
          onRole(event.target.value as RoleFilter);
        }}
      >
        <option value="all">{t('filters.allRoles')}</option>
        {adminRoles.map((name) => (
          <option key={name} value={name}>
            {t(`roles.${name}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.status')}
        value={activity}
        onChange={(event) => {
          onActivity(event.target.value as ActivityFilter);
        }}
      >
        {activities.map((name) => (
          <option key={name} value={name}>
            {name === 'all' ? t('filters.allStatuses') : t(`activity.${name}`)}
          </option>
        ))}
      </SelectField>
      {filtered && (
        <Button variant="ghost" className={styles.clear} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
};
