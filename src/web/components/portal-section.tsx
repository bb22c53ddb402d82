import type { ReactNode } from 'react';

/** A titled card of a page made of parts that load on their own (the family portal's child page). */
export function PortalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card min-w-0 space-y-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The placeholder of a part still loading, named for screen readers. */
export function PortalLoading({ label }: { label: string }) {
  return (
    <div role="status" className="h-16 animate-pulse rounded-xl bg-slate-100">
      <span className="sr-only">{label}</span>
    </div>
  );
}
