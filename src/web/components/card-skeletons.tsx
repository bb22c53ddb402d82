interface CardSkeletonsProps {
  /** Read to screen readers: "Loading courses…". */
  label: string;
  count?: number;
}

/** Grey shapes where picture cards will appear, while their list loads. */
export function CardSkeletons({ label, count = 6 }: CardSkeletonsProps) {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          <div className="aspect-video bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-24 rounded-full bg-slate-200" />
            <div className="h-5 w-4/5 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-100" />
            <div className="h-4 w-2/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
