import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ListFilter } from './list-toolbar';
import '../app/admin-messages';

/** "Published" or "Draft" in an admin table. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${
        published ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
    </span>
  );
}

/** The status filter of a table of things published or kept as drafts. */
export const publishedFilter: ListFilter = {
  name: 'status',
  label: msg`Status`,
  all: msg`All statuses`,
  options: [
    ['published', msg`Published`],
    ['draft', msg`Draft`],
  ],
};
