import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useErrorText } from '@/lib/error-text';
import { liveAdminPath, useLiveUpdates } from '@/lib/live/use-live-updates';
import {
  settingsTabs,
  tabFromQuery,
  tabOfKey,
  tabQueryKey,
  type SettingsTab,
} from '../settings-tabs';
import { CryptoAddressesTab } from './crypto-addresses-tab';
import { fieldId } from './field-ids';
import { GeneralTab } from './general-tab';
import { LeaveDialog } from './leave-dialog';
import { PaymentMethodsTab } from './payment-methods-tab';
import { PricingTab } from './pricing-tab';
import { SaveBar } from './save-bar';
import { panelId, SettingsTabList, tabId } from './settings-tab-list';
import { SystemInfo } from './system-info';
import { useLeaveGuard } from './use-leave-guard';
import { priceFieldId, usePricingEditor } from './use-pricing-editor';
import { useSettingsEditor } from './use-settings-editor';
import styles from './settings-page.module.css';

/**
 * Settings (super admins): four tabs, the selected one kept in the address; the
 * settings of the first three saved together, the chosen price list on the fourth; unsaved
 * changes marked on their tab and guarded against leaving; the System Information panel. Changes
 * other admins save arrive live and are merged under this admin's own.
 */
export const SettingsPage = () => {
  const { t } = useTranslation(['settings', 'common']);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get(tabQueryKey));
  const editor = useSettingsEditor();
  const pricing = usePricingEditor();
  const live = useLiveUpdates(liveAdminPath(['settings', 'pricing']), (change) => {
    if (!change || change.topics.includes('settings')) void editor.reload();
    if (!change || change.topics.includes('pricing')) void pricing.reload();
  });

  const selectTab = useCallback(
    (next: SettingsTab) => {
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(tabQueryKey, next);
          return params;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const unsavedTabs = settingsTabs.filter((name) =>
    name === 'pricing' ? pricing.changed : editor.changedTabs.has(name),
  );
  const leaveGuard = useLeaveGuard(unsavedTabs.length > 0);
  const tabNames = (tabs: readonly SettingsTab[]) =>
    tabs.map((name) => t(`tabs.${name}`)).join(', ');

  const save = async () => {
    if (tab === 'pricing') {
      const outcome = await pricing.submit();
      if (outcome.kind === 'problems') {
        window.requestAnimationFrame(() => {
          document.getElementById(priceFieldId(outcome.first))?.focus();
        });
      }
      return;
    }
    const outcome = await editor.submit();
    if (outcome.kind !== 'problems') return;
    // The first field to fix gets focus, on its own tab.
    const target = tabOfKey(outcome.first);
    if (target !== tab) selectTab(target);
    window.requestAnimationFrame(() => {
      document.getElementById(fieldId(outcome.first))?.focus();
    });
  };

  if (editor.loadError) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('title')} description={t('subtitle')} />
        <Alert
          tone="danger"
          title={t('load.failed')}
          action={
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                void editor.reload();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          }
        >
          <p>{errorText(editor.loadError.error, t('load.failed'))}</p>
        </Alert>
      </div>
    );
  }

  const saveError = editor.saveError;
  const problemTabs = settingsTabs.filter((name) => editor.tabsWithProblems.has(name));
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        meta={
          <>
            <Badge tone="primary">{t('superAdmin')}</Badge>
            <LiveIndicator mode={live} />
          </>
        }
      />

      {!editor.draft ? (
        <LoadingState text={t('load.loading')} />
      ) : (
        <>
          <div className={styles.news} role="alert">
            {saveError && (
              <Alert
                tone="danger"
                announce="none"
                title={t('save.failed')}
                action={
                  <Button variant="ghost" size="small" onClick={editor.dismissSaveError}>
                    {t('save.dismiss')}
                  </Button>
                }
              >
                <p>{errorText(saveError, t('save.failed'))}</p>
              </Alert>
            )}
            {editor.refused && (
              <Alert tone="danger" announce="none" title={t('save.checkFields')}>
                <p>{t('save.checkFieldsOn', { tabs: tabNames(problemTabs) })}</p>
              </Alert>
            )}
          </div>

          <SettingsTabList
            selected={tab}
            onSelect={selectTab}
            unsaved={new Set(unsavedTabs)}
            withProblems={new Set(problemTabs)}
          />
          <div
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            tabIndex={0}
            className={styles.panel}
          >
            {tab === 'general' && <GeneralTab editor={editor} />}
            {tab === 'methods' && <PaymentMethodsTab editor={editor} />}
            {tab === 'crypto' && <CryptoAddressesTab editor={editor} />}
            {tab === 'pricing' && <PricingTab pricing={pricing} />}
          </div>

          <SaveBar
            state={tab === 'pricing' ? pricing.saveState : editor.saveState}
            onSave={() => {
              void save();
            }}
            unsaved={
              unsavedTabs.length > 0 ? t('save.unsavedOn', { tabs: tabNames(unsavedTabs) }) : null
            }
            scope={tab === 'pricing' ? t('save.scopePricing') : t('save.scopeSettings')}
            savedNews={
              tab === 'pricing'
                ? t('save.pricingSaved', { count: pricing.savedCount ?? 0 })
                : t('save.settingsSaved')
            }
          />
        </>
      )}

      <SystemInfo loadedAt={editor.loadedAt} />
      <LeaveDialog
        open={leaveGuard.asking}
        unsaved={tabNames(unsavedTabs)}
        onStay={leaveGuard.stay}
        onLeave={leaveGuard.leave}
      />
    </div>
  );
};
