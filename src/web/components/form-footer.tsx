import type { ReactNode } from 'react';

interface FormFooterProps {
  /** The refusal not about one field, announced at once. */
  error?: string;
  /** While the form is saved: the save button is disabled. */
  busy: boolean;
  saveLabel: ReactNode;
  cancelLabel: ReactNode;
  onCancel: () => void;
}

/** The end of a form opened in place: what went wrong, then its save and cancel buttons. */
export function FormFooter({ error, busy, saveLabel, cancelLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {saveLabel}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}
