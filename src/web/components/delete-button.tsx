import { ConfirmDialog } from './confirm-dialog';

interface DeleteButtonProps {
  /** What is deleted, as the admin knows it: a file's title, a headline, a name. */
  itemName: string;
  /** What deleting it does, in a sentence. */
  consequence: string;
  title?: string;
  onConfirm: () => Promise<unknown>;
}

/** "Delete" beside an item in an admin list, asking first. */
export function DeleteButton({
  itemName,
  consequence,
  title = 'Delete this item?',
  onConfirm,
}: DeleteButtonProps) {
  return (
    <ConfirmDialog
      title={title}
      description={`“${itemName}” ${consequence}`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    >
      <button
        type="button"
        className="relative rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete<span className="sr-only"> {itemName}</span>
      </button>
    </ConfirmDialog>
  );
}
