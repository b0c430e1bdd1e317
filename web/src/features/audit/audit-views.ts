/** The audit screen's views, one at a time, named in the address (`?view=`). */
export const auditViews = ['events', 'timeline', 'books', 'chain'] as const;
export type AuditView = (typeof auditViews)[number];

export const viewOf = (params: URLSearchParams): AuditView => {
  const asked = params.get('view');
  return (auditViews as readonly string[]).includes(asked ?? '') ? (asked as AuditView) : 'events';
};

/** The address of a view with its own parameters (empty ones left out). */
export const auditHref = (view: AuditView, params: Record<string, string | number | null> = {}) => {
  const query = new URLSearchParams({ view });
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== '') query.set(key, String(value));
  }
  return `/admin/audit?${query.toString()}`;
};
