import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsTabs, tabAfterKey, type SettingsTab } from '../settings-tabs';
import styles from './settings-tab-list.module.css';

export const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
export const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

interface SettingsTabListProps {
  selected: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
  unsaved: ReadonlySet<SettingsTab>;
  withProblems: ReadonlySet<SettingsTab>;
}

/**
 * The four tabs (WAI-ARIA tabs, automatic activation): arrows move and select, wrapping around,
 * Home and End go to the first and last; only the selected tab is in the Tab order. A tab with
 * unsaved changes or a field to fix says so, in its name too.
 */
export const SettingsTabList = ({
  selected,
  onSelect,
  unsaved,
  withProblems,
}: SettingsTabListProps) => {
  const { t } = useTranslation('settings');
  const list = useRef<HTMLDivElement>(null);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab: the selection may still be on its way from the address.
    const focused = settingsTabs.find((tab) => tabId(tab) === (event.target as Element).id);
    const next = tabAfterKey(focused ?? selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('tabs.label')}
      className={styles.list}
      onKeyDown={keyDown}
    >
      {settingsTabs.map((tab) => {
        const isSelected = tab === selected;
        const problem = withProblems.has(tab);
        const changed = unsaved.has(tab);
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              onSelect(tab);
            }}
          >
            <span className={styles.name}>{t(`tabs.${tab}`)}</span>
            {problem ? (
              <span className={`${styles.mark} ${styles.problem}`}>
                <span aria-hidden="true">!</span>
                <span className="visually-hidden"> {t('tabs.problems')}</span>
              </span>
            ) : (
              changed && (
                <span className={`${styles.mark} ${styles.changed}`}>
                  <span className="visually-hidden"> {t('tabs.unsaved')}</span>
                </span>
              )
            )}
          </button>
        );
      })}
    </div>
  );
};
