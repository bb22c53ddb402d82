import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from './confirm-dialog';
import '../app/admin-messages';

interface DeleteButtonProps {
  /** What is deleted, as the admin knows it: a file's title, a headline, a name. */
  itemName: string;
  /** What deleting it does, in a sentence. */
  consequence: string;
  /** The dialog's question; "Delete this item?" when left out. */
  title?: string;
  onConfirm: () => Promise<unknown>;
}

/** "Delete" beside an item in an admin list, asking first. */
export function DeleteButton({ itemName, consequence, title, onConfirm }: DeleteButtonProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={title ?? t`Delete this item?`}
      description={`“${itemName}” ${consequence}`}
      confirmLabel={t`Delete`}
      onConfirm={onConfirm}
    >
      <button
        type="button"
        className="relative rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        <Trans>
          Delete<span className="sr-only"> {itemName}</span>
        </Trans>
      </button>
    </ConfirmDialog>
  );
}
