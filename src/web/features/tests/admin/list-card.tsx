import { useId, type ReactNode } from 'react';

/** A card of the course's tests or questions: its heading with what can be done, then the rest. */
export function ListCard({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  /** Buttons and links beside the heading. */
  actions: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card space-y-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="mr-auto text-lg font-bold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The list, or what stands in for it (`empty`) while there is nothing to list. */
export function ItemList({
  ordered = false,
  empty,
  children,
}: {
  ordered?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (empty) return empty;
  const List = ordered ? 'ol' : 'ul';
  return <List className="space-y-3">{children}</List>;
}

/** One item of the list: what it is, its buttons, and below, while open, the form editing it. */
export function ItemRow({
  summary,
  actions,
  editor,
}: {
  summary: ReactNode;
  actions: ReactNode;
  editor?: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="mr-auto min-w-0">{summary}</div>
        {actions}
      </div>
      {editor && <div className="mt-3 space-y-3">{editor}</div>}
    </li>
  );
}
