import type { ReactNode } from 'react';

/** Nothing to show: a title, why, and what can be done. */
export const EmptyState = ({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) => (
  <div className="empty-state">
    <p className="empty-state__title">{title}</p>
    {children && <p className="muted">{children}</p>}
    {action}
  </div>
);
