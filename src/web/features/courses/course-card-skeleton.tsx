/** Grey shapes where course cards will appear, while the list loads. */
export function CourseCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading courses…</span>
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
            <div className="h-9 w-32 rounded-full bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
