import { describe, expect, it } from 'vitest';
import { tabAfterKey, tabFromQuery, tabOfKey } from './settings-tabs';

describe('the settings tabs', () => {
  it('opens the tab the address names, and General for none or an unknown one', () => {
    expect(tabFromQuery('pricing')).toBe('pricing');
    expect(tabFromQuery('crypto')).toBe('crypto');
    expect(tabFromQuery(null)).toBe('general');
    expect(tabFromQuery('billing')).toBe('general');
  });

  it('moves with the arrow keys, wrapping around, and to the first and last with Home and End', () => {
    expect(tabAfterKey('general', 'ArrowRight')).toBe('methods');
    expect(tabAfterKey('pricing', 'ArrowRight')).toBe('general');
    expect(tabAfterKey('general', 'ArrowLeft')).toBe('pricing');
    expect(tabAfterKey('crypto', 'ArrowLeft')).toBe('methods');
    expect(tabAfterKey('methods', 'Home')).toBe('general');
    expect(tabAfterKey('methods', 'End')).toBe('pricing');
    expect(tabAfterKey('methods', 'Enter')).toBeNull();
  });

  it('puts each settings key on its tab', () => {
    expect(tabOfKey('security_max_pending_hours')).toBe('general');
    expect(tabOfKey('notifications_failure')).toBe('general');
    expect(tabOfKey('payment_method_alternative_description')).toBe('methods');
    expect(tabOfKey('crypto_sol_address')).toBe('crypto');
  });
});
