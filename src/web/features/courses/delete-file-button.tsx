import { ConfirmDialog } from '../../components/confirm-dialog';

interface DeleteFileButtonProps {
  fileTitle: string;
  onConfirm: () => Promise<unknown>;
}

/** "Delete" beside a course file, asking first. */
export function DeleteFileButton({ fileTitle, onConfirm }: DeleteFileButtonProps) {
  return (
    <ConfirmDialog
      title="Delete this file?"
      description={`“${fileTitle}” will be removed from the course. Students will no longer be able to download it.`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    >
      <button
        type="button"
        className="relative rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete<span className="sr-only"> {fileTitle}</span>
      </button>
    </ConfirmDialog>
  );
}
