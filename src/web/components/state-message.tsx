import type { ReactNode } from 'react';

interface StateMessageProps {
  title: string;
  children?: ReactNode;
  /** A button or link that gets the visitor further. */
  action?: ReactNode;
  /** `alert` for failures. */
  role?: 'alert' | 'status';
}

/** A centred message for a list or page with nothing to show, or that failed to load. */
export function StateMessage({ title, children, action, role = 'status' }: StateMessageProps) {
  return (
    <div
      role={role}
      className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center"
    >
      <p className="text-ink text-lg font-bold">{title}</p>
      {children && <div className="mx-auto mt-2 max-w-md text-slate-600">{children}</div>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
