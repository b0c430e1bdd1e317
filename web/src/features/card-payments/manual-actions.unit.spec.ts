import { describe, expect, it } from 'vitest';
import { manualActionsFor } from './manual-actions';

const awaiting = { status: 'pending_payment_verification', type: 'ghost-eshop-pro' } as const;

describe('the actions by hand on an awaiting card payment', () => {
  it('lets every admin verify it or mark it failed, and a super admin set its status too', () => {
    expect(manualActionsFor('admin', awaiting)).toEqual(['forceVerify', 'markFailed']);
    expect(manualActionsFor('super_admin', awaiting)).toEqual([
      'forceVerify',
      'markFailed',
      'updateStatus',
    ]);
  });

  it('gives an auditor none', () => {
    expect(manualActionsFor('auditor', awaiting)).toEqual([]);
  });

  it('offers nothing for a payment no longer awaiting, but the status steps left', () => {
    expect(manualActionsFor('super_admin', { ...awaiting, status: 'failed' })).toEqual([]);
    expect(
      manualActionsFor('super_admin', { ...awaiting, status: 'pending_subscription_update' }),
    ).toEqual(['updateStatus']);
  });
});
