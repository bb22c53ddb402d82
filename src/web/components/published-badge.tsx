import type { ListFilter } from './list-toolbar';

/** "Published" or "Draft" in an admin table. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${
        published ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

/** The status filter of a table of things published or kept as drafts. */
export const publishedFilter: ListFilter = {
  name: 'status',
  label: 'Status',
  all: 'All statuses',
  options: [
    ['published', 'Published'],
    ['draft', 'Draft'],
  ],
};
