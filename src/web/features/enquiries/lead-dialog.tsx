import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatDate } from '#common/format';
import { enquiryMessages, type enquiryNoteDtoSchema } from '#common/schemas/enquiries';
import type { z } from 'zod';
import { toast } from '../../lib/toast';
import { useAddNote } from './api/add-note';
import type { EnquiryKind } from './api/enquiry-keys';

type Note = z.infer<typeof enquiryNoteDtoSchema>;

interface LeadDialogProps {
  kind: EnquiryKind;
  id: string;
  name: string;
  /** What the lead sent, as label and value. */
  details: [string, ReactNode][];
  notes: Note[];
  /** More to do with the lead, under its notes (converting a registration). */
  children?: ReactNode;
}

/** "Details": everything a lead sent, the staff's notes on it, and a box for a new note. */
export function LeadDialog({ kind, id, name, details, notes, children }: LeadDialogProps) {
  const addNote = useAddNote(kind);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return setError(enquiryMessages.noteRequired);
    try {
      await addNote.mutateAsync({ id, text: draft });
      setDraft('');
      setError('');
      toast.success('Note added');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The note was not saved.');
    }
  };

  return (
    <Dialog.Root>
      <Dialog.Trigger className="text-brand-700 relative font-semibold whitespace-nowrap underline">
        Details{notes.length > 0 && ` (${notes.length})`}
        <span className="sr-only"> of {name}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-ink text-lg font-bold">{name}</Dialog.Title>
          <Dialog.Description className="sr-only">
            What {name} sent, and the staff&apos;s notes.
          </Dialog.Description>
          <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-500">{label}</dt>
                <dd className="text-ink break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-6 font-bold">Notes</h3>
          {notes.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No notes yet.</p>
          ) : (
            <ol className="mt-2 space-y-3">
              {notes.map((note) => (
                <li key={note._id} className="rounded-xl bg-slate-50 p-3 text-sm">
                  <p className="whitespace-pre-line">{note.text}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {note.author} · {formatDate(note.createdAt)}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-2">
            <label htmlFor={`note-${id}`} className="text-ink block text-sm font-semibold">
              New note
            </label>
            <textarea
              id={`note-${id}`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              rows={3}
              aria-invalid={Boolean(error)}
              aria-describedby={`note-${id}-error`}
              className="input"
            />
            <p id={`note-${id}-error`} className="text-sm font-medium text-red-700 empty:hidden">
              {error}
            </p>
            <button type="submit" className="btn btn-primary" disabled={addNote.isPending}>
              {addNote.isPending ? 'Loading...' : 'Add Note'}
            </button>
          </form>
          {children}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="btn btn-outline">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
