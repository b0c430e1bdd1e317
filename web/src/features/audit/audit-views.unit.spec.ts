import { describe, expect, it } from 'vitest';
import { auditHref, viewOf } from './audit-views';

describe('the audit screen views', () => {
  it('opens the view the address names, the event stream otherwise', () => {
    expect(viewOf(new URLSearchParams('view=chain'))).toBe('chain');
    expect(viewOf(new URLSearchParams('view=nothing'))).toBe('events');
    expect(viewOf(new URLSearchParams())).toBe('events');
  });

  it('links to a view with its parameters, leaving out the empty ones', () => {
    expect(auditHref('timeline', { payment: 'GHOST-1', event: 12, stream: null })).toBe(
      '/admin/audit?view=timeline&payment=GHOST-1&event=12',
    );
  });
});
