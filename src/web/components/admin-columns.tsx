import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { toast } from '../lib/toast';
import { CoverImage } from './cover-image';
import type { Column, Words } from './data-table';
import { DeleteButton } from './delete-button';
import '../app/admin-messages';

/** An "Edit" link to the row's update screen, named for screen readers by the row's name. */
export function editColumn<Row>(
  href: (row: Row) => string,
  nameOf: (row: Row) => string,
): Column<Row> {
  return {
    header: msg`Edit`,
    cell: (row) => (
      <Link to={href(row)} className="text-brand-700 relative font-semibold underline">
        <Trans>
          Edit<span className="sr-only"> {nameOf(row)}</span>
        </Trans>
      </Link>
    ),
  };
}

/** The row's picture, small: wide for courses and articles, round for people. */
export function pictureColumn<Row>(
  header: Words,
  src: (row: Row) => string,
  shape: 'wide' | 'round' = 'wide',
): Column<Row> {
  return {
    header,
    cell: (row) => (
      <div className={shape === 'wide' ? 'w-24' : 'w-14'}>
        <CoverImage
          src={src(row)}
          alt=""
          sizes={shape === 'wide' ? '96px' : '56px'}
          shape={shape === 'wide' ? 'wide' : 'square'}
          className={shape === 'wide' ? 'rounded-md' : 'rounded-full'}
        />
      </div>
    ),
  };
}

interface DeleteColumnOptions<Row> {
  /** Deletes the row through the API. */
  remove: (row: Row) => Promise<unknown>;
  nameOf: (row: Row) => string;
  /** The dialog's question: "Delete this post?" */
  title: string;
  /** What deleting does, after the row's name: "and its picture will be removed." */
  consequence: string;
}

/** A row's "Delete" button that asks first, then says "Deleted" or why not. */
function DeleteCell({
  remove,
  itemName,
  title,
  consequence,
}: {
  remove: () => Promise<unknown>;
  itemName: string;
  title: string;
  consequence: string;
}) {
  const { t } = useLingui();
  return (
    <DeleteButton
      title={title}
      itemName={itemName}
      consequence={consequence}
      onConfirm={async () => {
        try {
          await remove();
          toast.success(t`Deleted`);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : t`It was not deleted.`);
        }
      }}
    />
  );
}

/** A "Delete" button that asks first, then says "Deleted" or why not. */
export function deleteColumn<Row>({
  remove,
  nameOf,
  title,
  consequence,
}: DeleteColumnOptions<Row>): Column<Row> {
  return {
    header: msg`Delete`,
    cell: (row) => (
      <DeleteCell
        remove={() => remove(row)}
        itemName={nameOf(row)}
        title={title}
        consequence={consequence}
      />
    ),
  };
}
